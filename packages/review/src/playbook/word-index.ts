import type { Span } from '../types.ts';

/**
 * A word index of one document, built once per review: every distinct lower-case word and the paragraphs it
 * occurs in. A regex literal (a word or part of one, such as "indemnif") is looked up in the joined vocabulary
 * (tens of kilobytes) instead of the whole text, which tells at once in how many paragraphs it can occur.
 */
export class WordIndex {
  private readonly vocab: string;
  private readonly starts: number[] = [];
  private readonly lists: number[][] = [];
  private readonly memo = new Map<string, number[]>();

  constructor(lower: string, paragraphs: readonly Span[]) {
    const ids = new Map<string, number>();
    const words: string[] = [];
    const word = /[a-z0-9]+/g;
    paragraphs.forEach((p, i) => {
      word.lastIndex = p.start;
      let m: RegExpExecArray | null;
      while ((m = word.exec(lower)) && m.index < p.end) {
        const w = m.index + m[0].length > p.end ? m[0].slice(0, p.end - m.index) : m[0];
        let id = ids.get(w);
        if (id === undefined) {
          id = words.length;
          ids.set(w, id);
          words.push(w);
          this.lists.push([]);
        }
        const list = this.lists[id]!;
        if (list[list.length - 1] !== i) list.push(i);
      }
    });
    let at = 1;
    for (const w of words) {
      this.starts.push(at);
      at += w.length + 1;
    }
    this.vocab = `\n${words.join('\n')}\n`;
  }

  /** Ids of the words containing `lit`, or null when `lit` is not made of word characters only. */
  private wordsWith(lit: string): number[] | null {
    if (!/^[a-z0-9]+$/.test(lit)) return null;
    const hit = this.memo.get(lit);
    if (hit) return hit;
    const out: number[] = [];
    let at = this.vocab.indexOf(lit);
    while (at >= 0) {
      // The word holding position `at`: the last start at or before it.
      let lo = 0;
      let hi = this.starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (this.starts[mid]! <= at) lo = mid;
        else hi = mid - 1;
      }
      out.push(lo);
      at = this.vocab.indexOf(lit, lo + 1 < this.starts.length ? this.starts[lo + 1]! : this.vocab.length);
    }
    this.memo.set(lit, out);
    return out;
  }

  /** An upper bound of the paragraphs holding one of the strings, or Infinity when it cannot be told. */
  count(set: readonly string[]): number {
    let n = 0;
    for (const lit of set) {
      const ids = this.wordsWith(lit);
      if (!ids) return Infinity;
      for (const id of ids) n += this.lists[id]!.length;
    }
    return n;
  }

  /** Indices of the paragraphs holding one of the strings, in order (only for sets `count` can tell). */
  paragraphs(set: readonly string[]): number[] {
    const seen = new Set<number>();
    for (const lit of set) for (const id of this.wordsWith(lit) ?? []) for (const i of this.lists[id]!) seen.add(i);
    return [...seen].sort((a, b) => a - b);
  }
}
