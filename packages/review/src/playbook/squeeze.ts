/**
 * The text the playbook's patterns read, with every run of white space cut to one character. Text converted
 * from PDF or typed for a fixed-width printer pads words with runs of spaces ("shall   indemnify    and"), which
 * would use up a pattern's window (".{0,80}") and defeat literal phrases ("force majeure"). Patterns only decide
 * whether a paragraph matches; what is quoted is always the original paragraph, so offsets never change.
 */
export interface Squeezed {
  text: string;
  lower: string;
  /** Original position of each squeezed position (length: squeezed length + 1). */
  toOrig: Int32Array;
  /** Squeezed position of each original position; a dropped character maps to the next kept one. */
  toSq: Int32Array;
}

const RUN = /\s{2,}/g;

/** A run of white space as one character: a line end when the run holds one, else a space. */
function one(run: string): string {
  return run.includes('\n') ? '\n' : ' ';
}

/** A short text squeezed (a span's text, a heading). */
export function squeeze(s: string): string {
  return s.replace(RUN, one);
}

/** The whole text squeezed, with the maps both ways. */
export function squeezeText(text: string): Squeezed {
  const n = text.length;
  const toSq = new Int32Array(n + 1);
  const toOrig = new Int32Array(n + 1);
  const parts: string[] = [];
  let j = 0;
  let from = 0;
  RUN.lastIndex = 0;
  let m: RegExpExecArray | null;
  const keep = (start: number, end: number) => {
    for (let i = start; i < end; i++) {
      toSq[i] = j;
      toOrig[j++] = i;
    }
    parts.push(text.slice(start, end));
  };
  while ((m = RUN.exec(text)) !== null) {
    keep(from, m.index);
    // The run's kept character stands at the run's first position; the rest map to what follows.
    toSq[m.index] = j;
    toOrig[j++] = m.index;
    parts.push(one(m[0]));
    const end = m.index + m[0].length;
    for (let i = m.index + 1; i < end; i++) toSq[i] = j;
    from = end;
  }
  keep(from, n);
  toSq[n] = j;
  toOrig[j] = n;
  const squeezed = parts.join('');
  return { text: squeezed, lower: squeezed.toLowerCase(), toOrig: toOrig.subarray(0, j + 1), toSq };
}
