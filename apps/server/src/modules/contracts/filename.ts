/**
 * Content-Disposition for a download (RFC 6266): an ASCII `filename` for old clients and an RFC 5987 `filename*`
 * carrying the real name in UTF-8, so Chinese contract names survive every current browser.
 */
export function contentDisposition(name: string, ext: string): string {
  const clean = name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, ' ').replace(/\s+/g, ' ').trim() || 'contract';
  const full = `${clean}.${ext}`;
  const ascii = clean.replace(/[^\x20-\x7e]+/g, ' ').replace(/\s+/g, ' ').trim();
  const fallback = `${/[A-Za-z0-9]/.test(ascii) ? ascii : 'contract'}.${ext}`;
  // encodeURIComponent leaves ' ( ) * ! unescaped; RFC 5987's attr-char does not allow them.
  const star = encodeURIComponent(full).replace(/['()*!]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${star}`;
}
