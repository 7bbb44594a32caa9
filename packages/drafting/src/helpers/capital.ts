/**
 * Chinese capital numerals (大写) for amounts, following the financial writing rules:
 * one 零 for any run of zeros inside the number, 整 after 元 when there are no 角/分,
 * no 零元 before a fractional-only amount, up to 千亿 (below 10^12). Negative amounts are refused:
 * a contract states an amount owed, never a negative one.
 */
const DIGITS = '零壹贰叁肆伍陆柒捌玖';
const SMALL = ['仟', '佰', '拾', ''];
const GROUPS = ['亿', '万', ''];
const LIMIT_CENTS = 1e12 * 100;

/** Exact cents from a decimal string or a number. */
export function toCents(value: number | string): number {
  if (typeof value === 'string') {
    const m = /^\s*(-?)(\d+)(?:\.(\d{0,2})\d*)?\s*$/.exec(value);
    if (!m) throw new RangeError(`not an amount: ${value}`);
    const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
    return m[1] ? -cents : cents;
  }
  if (!Number.isFinite(value)) throw new RangeError(`not an amount: ${value}`);
  return Math.round(Number((value * 100).toPrecision(15)));
}

function group4(n: number): string {
  const d = String(n).padStart(4, '0');
  let out = '';
  let zero = false;
  for (let i = 0; i < 4; i++) {
    const v = Number(d[i]);
    if (v === 0) {
      if (out) zero = true;
      continue;
    }
    if (zero) out += '零';
    zero = false;
    out += DIGITS[v] + SMALL[i];
  }
  return out;
}

function integerPart(n: number): string {
  const groups = [Math.floor(n / 1e8), Math.floor(n / 1e4) % 1e4, n % 1e4];
  let out = '';
  let pendingZero = false;
  groups.forEach((g, i) => {
    if (g === 0) {
      if (out) pendingZero = true;
      return;
    }
    if (out && (pendingZero || g < 1000)) out += '零';
    pendingZero = false;
    out += group4(g) + GROUPS[i];
  });
  return out;
}

/** 100000 → 壹拾万元整; 100001.5 → 壹拾万零壹元伍角; 0.05 → 伍分. */
export function capitalAmount(value: number | string): string {
  const cents = toCents(value);
  if (cents < 0) throw new RangeError('negative amounts have no capital form');
  if (cents >= LIMIT_CENTS) throw new RangeError('amounts of 万亿 or more are not supported');
  const yuan = Math.floor(cents / 100);
  const jiao = Math.floor(cents / 10) % 10;
  const fen = cents % 10;
  if (cents === 0) return '零元整';
  let out = yuan > 0 ? integerPart(yuan) + '元' : '';
  if (jiao === 0 && fen === 0) return out + '整';
  if (jiao > 0) out += DIGITS[jiao] + '角';
  else if (yuan > 0) out += '零';
  if (fen > 0) out += DIGITS[fen] + '分';
  return out;
}

/** 人民币壹拾万元整 */
export function capitalCny(value: number | string): string {
  return '人民币' + capitalAmount(value);
}
