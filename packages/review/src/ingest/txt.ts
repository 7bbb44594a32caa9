import type { Doc } from '../types.ts';
import { ReviewError } from '../errors.ts';
import { paragraphSpans } from './builder.ts';
import { unwrapDoc } from './unwrap.ts';

/**
 * .txt: the content as read, so offsets are indices into the file's text (UTF-8, else Windows-1252). A text
 * broken at a fixed width has the breaks inside its paragraphs read as spaces (unwrap.ts), character for character.
 */
export function ingestTxt(buf: Buffer): Doc {
  // A NUL byte never occurs in a text contract; it marks a binary file given the wrong extension.
  if (buf.subarray(0, 65536).includes(0)) throw new ReviewError('CORRUPT_FILE', { format: '.txt' });
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(buf);
  } catch {
    text = decode1252(buf);
  }
  return unwrapDoc({
    text,
    source: 'txt',
    map: { kind: 'txt', segments: text.length ? [{ start: 0, end: text.length, offset: 0 }] : [] },
    paragraphs: paragraphSpans(text),
    headings: [],
  });
}

/** Windows-1252: Latin-1 except 0x80-0x9F, where Word-era files keep curly quotes, dashes and the euro sign. */
const CP1252 = '\u20ac\ufffd\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\ufffd\u017d\ufffd' +
  '\ufffd\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\ufffd\u017e\u0178';

function decode1252(buf: Buffer): string {
  let out = '';
  for (let i = 0; i < buf.length; i += 8192) {
    const chunk = buf.subarray(i, i + 8192);
    let s = '';
    for (const b of chunk) s += b >= 0x80 && b <= 0x9f ? CP1252[b - 0x80] : String.fromCharCode(b);
    out += s;
  }
  return out;
}
