/** Printing for the operations command: aligned tables that survive Chinese text, money and China time. */

/** East Asian wide and full-width characters take two columns in a terminal. */
function isWide(cp: number): boolean {
  return (
    (cp >= 0x1100 && cp <= 0x115f) ||
    (cp >= 0x2e80 && cp <= 0xa4cf) ||
    (cp >= 0xac00 && cp <= 0xd7a3) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xfe30 && cp <= 0xfe4f) ||
    (cp >= 0xff00 && cp <= 0xff60) ||
    (cp >= 0xffe0 && cp <= 0xffe6) ||
    (cp >= 0x20000 && cp <= 0x3fffd)
  );
}

export function displayWidth(s: string): number {
  let w = 0;
  for (const ch of s) w += isWide(ch.codePointAt(0)!) ? 2 : 1;
  return w;
}

function cut(s: string, max: number): string {
  if (displayWidth(s) <= max) return s;
  let out = '';
  for (const ch of s) {
    if (displayWidth(out + ch) > max - 1) break;
    out += ch;
  }
  return `${out}…`;
}

const pad = (s: string, width: number) => s + ' '.repeat(Math.max(0, width - displayWidth(s)));

/** Columns sized to their widest cell (long cells cut at `maxWidth`), a header and a rule. */
export function table(headers: string[], rows: string[][], maxWidth = 40): string {
  const cells = rows.map((r) => r.map((c) => cut(c.replace(/\s+/g, ' '), maxWidth)));
  const widths = headers.map((h, i) => Math.max(displayWidth(h), ...cells.map((r) => displayWidth(r[i] ?? ''))));
  const line = (r: string[]) => r.map((c, i) => pad(c ?? '', widths[i]!)).join('  ').trimEnd();
  return [line(headers), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.map(line)].join('\n');
}

/** Label/value lines, labels aligned. */
export function fields(pairs: [string, string | number | null | undefined][]): string {
  const width = Math.max(...pairs.map(([k]) => displayWidth(k)));
  return pairs.map(([k, v]) => `${pad(k, width)}  ${v === null || v === undefined || v === '' ? '-' : String(v)}`).join('\n');
}

/** Integer fen as yuan with two decimals: staff compare amounts to the fen. */
export function yuan(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}¥${Math.floor(abs / 100).toLocaleString('en-US')}.${String(abs % 100).padStart(2, '0')}`;
}

/** YYYY-MM-DD HH:mm in China time, whatever the machine's zone: order and fapiao records are China business records. */
export function chinaTime(ms: number | null | undefined): string {
  if (ms === null || ms === undefined) return '-';
  const d = new Date(ms + 8 * 3600_000).toISOString();
  return `${d.slice(0, 10)} ${d.slice(11, 16)}`;
}
