const CN = '零一二三四五六七八九';

/** 1 → 一, 10 → 十, 11 → 十一, 101 → 一百零一, 110 → 一百一十 (below 10000). */
export function cnNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0 || n >= 10000) throw new RangeError(`no Chinese ordinal for ${n}`);
  if (n < 10) return CN[n];
  if (n < 20) return '十' + (n % 10 ? CN[n % 10] : '');
  const units = ['千', '百', '十', ''];
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
    out += CN[v] + units[i];
  }
  return out;
}

/** 第一条 … 第一百零一条 */
export function articleCn(n: number): string {
  return `第${cnNumber(n)}条`;
}

export function articleEn(n: number): string {
  return `Article ${n}`;
}

/** 1st, 2nd, 3rd, 11th, 21st */
export function ordinalEn(n: number): string {
  const t = n % 100;
  const s = t >= 11 && t <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
  return `${n}${s}`;
}

/** 第1期 style ordinals use digits in Chinese: 第3 */
export function ordinalCn(n: number): string {
  return `第${n}`;
}

/** a, b, … z, aa, ab … for third-level items. */
export function letter(n: number): string {
  let s = '';
  let v = n;
  while (v > 0) {
    v--;
    s = String.fromCharCode(97 + (v % 26)) + s;
    v = Math.floor(v / 26);
  }
  return s;
}
