/** Alipay amounts are yuan strings with at most two decimals ("0.01", "199.9", "12888.00"); ours are integer fen. */
const YUAN = /^(0|[1-9]\d{0,11})(?:\.(\d{1,2}))?$/;

/** Exact, without floating point: the string is split at the point. Null for anything that is not such an amount. */
export function yuanToFen(yuan: string | undefined): number | null {
  if (typeof yuan !== 'string') return null;
  const m = YUAN.exec(yuan);
  if (!m) return null;
  const fen = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return Number.isSafeInteger(fen) ? fen : null;
}

export function fenToYuan(fen: number): string {
  if (!Number.isSafeInteger(fen) || fen <= 0) throw new RangeError('amountFen must be a positive integer');
  return `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;
}
