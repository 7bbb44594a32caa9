/**
 * Literal prefilter for playbook regexes. Most patterns never match a given contract, yet a regex scan of a
 * 300,000-character text costs about a millisecond; a substring search costs a few microseconds. From a regex
 * source this computes a set of lower-case strings such that every match contains at least one of them, so the
 * engine scans only paragraphs that hold one (and skips the regex entirely when none occurs). The analysis is
 * conservative: when it cannot be sure, it returns null and the regex is simply run.
 */
const MAX_SET = 16;

interface Info {
  /** Every match of the node is exactly one of these strings (lower case), or null when unknown. */
  exact: string[] | null;
  /** Every match of the node contains one string of each of these sets (none known: empty). */
  reqs: string[][];
}

const QUANTIFIER = /(?:\*|\+|\?|\{(\d+)(?:(,)(\d*))?\})\??/y;

const NOTHING: Info = { exact: null, reqs: [] };
const EMPTY: Info = { exact: [''], reqs: [] };

function uniq(xs: string[]): string[] {
  return [...new Set(xs)];
}

function minLen(xs: string[]): number {
  return xs.reduce((m, x) => Math.min(m, x.length), Infinity);
}

class Parser {
  i = 0;
  constructor(readonly s: string) {}

  alternation(): Info {
    const alts: Info[] = [this.sequence()];
    while (this.s[this.i] === '|') {
      this.i++;
      alts.push(this.sequence());
    }
    if (alts.length === 1) return alts[0]!;
    const exact = alts.every((a) => a.exact) ? uniq(alts.flatMap((a) => a.exact!)) : null;
    // A match of the alternation matches one alternative: it holds one string of that alternative's best set.
    const req = alts.map((a) => best(requirements(a)));
    const any = req.every((r) => r) ? uniq(req.flatMap((r) => r!)) : null;
    return { exact: exact && exact.length <= MAX_SET ? exact : null, reqs: any && any.length <= MAX_SET * 2 ? [any] : [] };
  }

  sequence(): Info {
    const candidates: string[][] = [];
    let run: string[] | null = [''];
    let complete = true;
    while (this.i < this.s.length && this.s[this.i] !== '|' && this.s[this.i] !== ')') {
      const item = this.quantified();
      if (item.exact && item.exact.length === 1 && item.exact[0] === '') continue;
      if (item.exact && run) {
        if (run.length === 1 && item.exact.length === 1) {
          run = [run[0]! + item.exact[0]!];
          continue;
        }
        const cross: string[] = uniq(run.flatMap((a) => item.exact!.map((b) => a + b)));
        if (cross.length <= MAX_SET) {
          run = cross;
          continue;
        }
        candidates.push(run);
        run = item.exact;
        complete = false;
      } else if (item.exact) {
        run = item.exact;
      } else {
        complete = false;
        if (run) candidates.push(run);
        run = null;
        candidates.push(...item.reqs);
      }
    }
    if (run) candidates.push(run);
    return { exact: complete ? run : null, reqs: candidates.filter((c) => minLen(c) > 0) };
  }

  quantified(): Info {
    const atom = this.atom();
    QUANTIFIER.lastIndex = this.i;
    const q = QUANTIFIER.exec(this.s);
    if (!q) return atom;
    this.i += q[0].length;
    const op = q[0][0];
    const min = op === '*' || op === '?' ? 0 : op === '+' ? 1 : Number(q[1]);
    const max = op === '?' ? 1 : op === '{' && !q[2] ? min : op === '{' && q[3] ? Number(q[3]) : Infinity;
    if (min === 0) return op === '?' && atom.exact ? { exact: uniq([...atom.exact, '']), reqs: [] } : NOTHING;
    return { exact: min === 1 && max === 1 ? atom.exact : null, reqs: requirements(atom) };
  }

  atom(): Info {
    const c = this.s[this.i++]!;
    if (c === '(') return this.group();
    if (c === '[') return this.charClass();
    if (c === '\\') return this.escape();
    if (c === '^' || c === '$') return EMPTY;
    if (c === '.') return NOTHING;
    return { exact: [c.toLowerCase()], reqs: [] };
  }

  group(): Info {
    const rest = this.s.slice(this.i, this.i + 3);
    let look = false;
    if (rest.startsWith('?:')) this.i += 2;
    else if (rest.startsWith('?=') || rest.startsWith('?!')) (this.i += 2), (look = true);
    else if (rest.startsWith('?<=') || rest.startsWith('?<!')) (this.i += 3), (look = true);
    else if (rest.startsWith('?<')) this.i = this.s.indexOf('>', this.i) + 1;
    const inner = this.alternation();
    if (this.s[this.i] === ')') this.i++;
    return look ? EMPTY : inner;
  }

  charClass(): Info {
    let negated = false;
    if (this.s[this.i] === '^') (negated = true), this.i++;
    const chars: string[] = [];
    let simple = !negated;
    let first = true;
    while (this.i < this.s.length && (this.s[this.i] !== ']' || first)) {
      const ch = this.s[this.i++]!;
      first = false;
      if (ch === '\\') {
        this.i++;
        simple = false;
      } else if (ch === '-' && chars.length && this.s[this.i] !== ']') simple = false;
      else chars.push(ch.toLowerCase());
    }
    this.i++;
    return simple && chars.length > 0 && chars.length <= 4 ? { exact: uniq(chars), reqs: [] } : NOTHING;
  }

  escape(): Info {
    const c = this.s[this.i++]!;
    if (c === 'b' || c === 'B') return EMPTY;
    if ('dDwWsSnrtfv0123456789'.includes(c)) return NOTHING;
    if (c === 'c') return (this.i++, NOTHING);
    if (c === 'u' && /^[0-9a-fA-F]{4}/.test(this.s.slice(this.i))) {
      const ch = String.fromCharCode(parseInt(this.s.slice(this.i, this.i + 4), 16));
      this.i += 4;
      return { exact: [ch.toLowerCase()], reqs: [] };
    }
    if (c === 'x' && /^[0-9a-fA-F]{2}/.test(this.s.slice(this.i))) {
      const ch = String.fromCharCode(parseInt(this.s.slice(this.i, this.i + 2), 16));
      this.i += 2;
      return { exact: [ch.toLowerCase()], reqs: [] };
    }
    if (c === 'p' || c === 'P' || c === 'k') return NOTHING;
    return { exact: [c.toLowerCase()], reqs: [] };
  }
}

function requirements(info: Info): string[][] {
  return info.exact && minLen(info.exact) > 0 ? [info.exact, ...info.reqs] : info.reqs;
}

/** The set with the longest shortest string (the most telling), fewer strings first. */
function best(sets: string[][]): string[] | null {
  return [...sets].sort((a, b) => minLen(b) - minLen(a) || a.length - b.length)[0] ?? null;
}

/**
 * Sets of lower-case strings such that every match of the (case-insensitive) regex contains one string of each
 * set; sets with a string shorter than 3 characters are left out. Empty when nothing can be told.
 */
export function literalSets(source: string): string[][] {
  try {
    const p = new Parser(source);
    const info = p.alternation();
    if (p.i < source.length) return [];
    return requirements(info).filter((set) => minLen(set) >= 3);
  } catch {
    return [];
  }
}

/** The most telling of `literalSets`: one of these strings is in every match; null when none can be told. */
export function requiredLiterals(source: string): string[] | null {
  return best(literalSets(source));
}
