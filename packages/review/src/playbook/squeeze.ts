/**
 * The text the playbook's patterns read, with every run of spaces or tabs cut to one space. Text converted from PDF
 * or typed for a fixed-width printer pads words with runs of spaces ("shall   indemnify    and"), which would use
 * up a pattern's window (".{0,80}") and defeat literal phrases ("force majeure"). Line ends stay as they are: a
 * pattern reads one paragraph, which is one line. Patterns only decide whether a paragraph matches; what is quoted
 * is always the original paragraph, so offsets never change.
 */
export interface Squeezed {
  text: string;
  lower: string;
  /** The runs cut, in order (absent when there are none): each run's start in the original and in the squeezed text, and the characters cut up to its end. */
  runs?: { orig: Int32Array; sq: Int32Array; cut: Int32Array };
}

/** Two or more white-space characters other than line ends. */
const RUN = /[^\S\n\r]{2,}/g;

/** A short text squeezed (a span's text, a heading). */
export function squeeze(s: string): string {
  return s.replace(RUN, ' ');
}

/** Index of the last element of `xs` at or below `x` (-1 when none). */
function lastAtMost(xs: Int32Array, x: number): number {
  let lo = 0;
  let hi = xs.length - 1;
  let ans = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (xs[mid]! <= x) (ans = mid), (lo = mid + 1);
    else hi = mid - 1;
  }
  return ans;
}

/** Where an original position falls in the squeezed text; a cut character maps to the next kept one. */
export function toSqueezed(sq: Squeezed, i: number): number {
  if (!sq.runs) return i;
  const { orig, sq: at, cut } = sq.runs;
  const k = lastAtMost(orig, i - 1);
  if (k < 0) return i;
  const runEnd = i - (orig[k]! + (cut[k]! - (k > 0 ? cut[k - 1]! : 0)) + 1);
  // Inside the run (after its kept space): the position after the run.
  if (runEnd < 0) return at[k]! + 1;
  return i - cut[k]!;
}

/** Where a squeezed position came from in the original text. */
export function toOriginal(sq: Squeezed, j: number): number {
  if (!sq.runs) return j;
  const { orig, sq: at, cut } = sq.runs;
  const k = lastAtMost(at, j);
  if (k < 0) return j;
  return j === at[k]! ? orig[k]! : j + cut[k]!;
}

/** The whole text squeezed, with the runs cut; `lower` is the text in lower case when the caller has it. */
export function squeezeText(text: string, lower?: string): Squeezed {
  const starts: number[] = [];
  const lengths: number[] = [];
  RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = RUN.exec(text)) !== null) {
    starts.push(m.index);
    lengths.push(m[0].length);
  }
  if (!starts.length) return { text, lower: lower ?? text.toLowerCase() };
  const orig = Int32Array.from(starts);
  const at = new Int32Array(starts.length);
  const cut = new Int32Array(starts.length);
  let total = 0;
  for (let k = 0; k < starts.length; k++) {
    at[k] = starts[k]! - total;
    total += lengths[k]! - 1;
    cut[k] = total;
  }
  const squeezed = text.replace(RUN, ' ');
  return { text: squeezed, lower: squeezed.toLowerCase(), runs: { orig, sq: at, cut } };
}
