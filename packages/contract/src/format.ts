/** Display rules of spec §9, shared by the web and by anything the server renders. */

/** Integers without decimals, otherwise two decimals: 18888 → "18,888"; 0.5 → "0.50". */
export function formatPrice(value: number | string): string {
  const n = typeof value === 'string' ? Number(value.replace(/,/g, '')) : value;
  if (!Number.isFinite(n)) return String(value);
  const whole = Number.isInteger(n) || Math.abs(n - Math.round(n)) < 1e-9;
  return n.toLocaleString('en-US', { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: whole ? 0 : 2 });
}

/** Money held as integer fen, displayed as yuan. */
export function formatFen(fen: number): string {
  return formatPrice(fen / 100);
}

const pad = (n: number) => String(n).padStart(2, '0');

/** YYYY-MM-DD HH:mm in China time (UTC+8), whatever the viewer's machine zone: contracts and logs are China business records. */
export function formatTime(epochMs: number | null | undefined, withSeconds = false): string {
  if (epochMs === null || epochMs === undefined || !Number.isFinite(epochMs)) return '';
  const d = new Date(epochMs + 8 * 3600_000);
  const base = `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
  return withSeconds ? `${base}:${pad(d.getUTCSeconds())}` : base;
}
