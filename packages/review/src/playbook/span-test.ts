import { normalizeNumbers, parseNumber } from './numbers.ts';
import { regexOf, type FinderContext } from './finder.ts';
import type { NumberTest, Test } from './types.ts';
import { squeeze } from './squeeze.ts';

/**
 * A Test on the text of one span: a regex, a number read by a regex (digits or words; "sixty (60) days" reads
 * as 60) compared with bounds, or a combination. A number test passes when any match's number is within bounds.
 */
type Ctx = Pick<FinderContext, 'roles' | 'local'>;

function numberPasses(n: NumberTest, value: number): boolean {
  if (Number.isNaN(value)) return false;
  if (n.gt !== undefined && !(value > n.gt)) return false;
  if (n.gte !== undefined && !(value >= n.gte)) return false;
  if (n.lt !== undefined && !(value < n.lt)) return false;
  if (n.lte !== undefined && !(value <= n.lte)) return false;
  return true;
}

interface Memo {
  text?: string;
  lower?: string;
}

export function passes(t: Test, text: string, ctx: Ctx, normalized?: Memo): boolean {
  if ('re' in t) {
    const re = regexOf(t.re, ctx);
    if (re.sets.length && normalized) {
      const lower = (normalized.lower ??= text.toLowerCase());
      if (!re.sets.every((set) => set.some((l) => lower.includes(l)))) return false;
    }
    return re.test.test(text);
  }
  if ('number' in t) {
    const memo = normalized ?? {};
    memo.text ??= normalizeNumbers(text);
    const { scan } = regexOf(t.number.re, ctx);
    scan.lastIndex = 0;
    for (const m of memo.text.matchAll(scan)) {
      if (m[1] !== undefined && numberPasses(t.number, parseNumber(m[1]))) return true;
    }
    return false;
  }
  if ('all' in t) return t.all.every((x) => passes(x, text, ctx, normalized));
  if ('any' in t) return t.any.some((x) => passes(x, text, ctx, normalized));
  return !passes(t.not, text, ctx, normalized);
}

/**
 * Runs a Test on a span's text with runs of spaces cut to one (`squeezed`: the text already is, as `squeezedText`
 * gives it), sharing one number normalisation between its parts.
 */
export function spanPasses(t: Test, text: string, ctx: Ctx, squeezed = false): boolean {
  return passes(t, squeezed ? text : squeeze(text), ctx, {});
}
