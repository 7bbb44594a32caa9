import type { SourceSegment, Span } from '../types.ts';

/** Accumulates the engine text piece by piece, recording where each piece came from. */
export class TextBuilder {
  private parts: string[] = [];
  private length = 0;
  readonly segments: SourceSegment[] = [];

  get size(): number {
    return this.length;
  }

  /** Appends source text; `from` describes its origin (omit for separators the ingest inserts). */
  push(text: string, from?: Omit<SourceSegment, 'start' | 'end'>): void {
    if (!text) return;
    if (from) this.segments.push({ ...from, start: this.length, end: this.length + text.length });
    this.parts.push(text);
    this.length += text.length;
  }

  toString(): string {
    return this.parts.join('');
  }
}

/** Non-blank lines of a text as spans without their surrounding whitespace: the engine's paragraphs. */
export function paragraphSpans(text: string): Span[] {
  const out: Span[] = [];
  const re = /[^\r\n]+/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    const line = m[0];
    const lead = line.length - line.trimStart().length;
    const trimmed = line.trim();
    if (!trimmed) continue;
    const start = m.index + lead;
    out.push({ start, end: start + trimmed.length });
  }
  return out;
}
