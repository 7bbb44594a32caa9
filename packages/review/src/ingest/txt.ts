import type { Doc } from '../types.ts';
import { ReviewError } from '../errors.ts';
import { paragraphSpans } from './builder.ts';

/** .txt: the content exactly as read, so offsets are indices into the file's text (UTF-8, else Windows-1252). */
export function ingestTxt(buf: Buffer): Doc {
  // A NUL byte never occurs in a text contract; it marks a binary file given the wrong extension.
  if (buf.subarray(0, 65536).includes(0)) throw new ReviewError('CORRUPT_FILE', { format: '.txt' });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    text = new TextDecoder('windows-1252').decode(buf);
  }
  return {
    text,
    source: 'txt',
    map: { kind: 'txt', segments: text.length ? [{ start: 0, end: text.length, offset: 0 }] : [] },
    paragraphs: paragraphSpans(text),
    headings: [],
  };
}
