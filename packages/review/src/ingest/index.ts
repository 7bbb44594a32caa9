import { readFile, stat } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import type { Doc, SourceKind } from '../types.ts';
import { LIMITS, ReviewError } from '../errors.ts';
import { hasEncryption, ingestDoc } from './doc.ts';
import { ingestDocx } from './docx.ts';
import { isEnglish } from './language.ts';
import { ingestPdf } from './pdf.ts';
import { ingestTxt } from './txt.ts';
import { unwrapDoc } from './unwrap.ts';
import { findHeadings } from '../structure/headings.ts';

/** The kind of a file, by its extension in any case (CUAD PDFs end in `.PDF`). */
export function kindOf(name: string): SourceKind {
  const ext = extname(name.trim()).toLowerCase();
  if (ext === '.txt' || ext === '.docx' || ext === '.doc' || ext === '.pdf') return ext.slice(1) as SourceKind;
  throw new ReviewError('UNSUPPORTED_FORMAT');
}

/**
 * The bytes' real format when it contradicts the extension: a .docx saved as .doc (and the reverse) is common and
 * harmless, and an encrypted Office file is an OLE container whatever its name.
 */
function sniff(buf: Buffer, kind: SourceKind): SourceKind {
  const zip = buf.length >= 4 && buf.readUInt32LE(0) === 0x04034b50;
  const ole = buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0;
  if ((kind === 'doc' || kind === 'docx') && ole && hasEncryption(buf)) throw new ReviewError('ENCRYPTED_FILE');
  if (kind === 'doc' && zip) return 'docx';
  if (kind === 'docx' && ole) return 'doc';
  if (kind === 'docx' && !zip) throw new ReviewError('CORRUPT_FILE', { format: '.docx' });
  return kind;
}

export interface IngestOptions {
  /** Skip the English check (tests of the structure of non-English samples). */
  anyLanguage?: boolean;
  docTimeoutMs?: number;
}

export async function ingestBuffer(buf: Buffer, name: string, opts: IngestOptions = {}): Promise<Doc> {
  const declared = kindOf(name);
  if (buf.length > LIMITS.maxBytes) throw new ReviewError('TOO_LARGE', { limitMb: LIMITS.maxBytes / 1024 / 1024 });
  if (buf.length === 0) throw new ReviewError('EMPTY_FILE');
  const kind = sniff(buf, declared);
  let doc: Doc;
  if (kind === 'txt') doc = ingestTxt(buf);
  else if (kind === 'docx') doc = unwrapDoc(ingestDocx(buf));
  else if (kind === 'doc') doc = unwrapDoc(await ingestDoc(buf, opts.docTimeoutMs));
  else doc = await ingestPdf(buf);
  if (!doc.text.trim()) throw new ReviewError('EMPTY_FILE');
  if (!opts.anyLanguage && !isEnglish(doc.text)) throw new ReviewError('NOT_ENGLISH');
  doc.headings = findHeadings(doc.text, doc.paragraphs);
  return doc;
}

export async function ingestFile(path: string, opts: IngestOptions = {}): Promise<Doc> {
  kindOf(path);
  let size: number;
  try {
    const s = await stat(path);
    if (!s.isFile()) throw new Error('not a file');
    size = s.size;
  } catch {
    throw new ReviewError('FILE_NOT_FOUND', { file: basename(path) });
  }
  // Refuse a huge file before reading it into memory.
  if (size > LIMITS.maxBytes) throw new ReviewError('TOO_LARGE', { limitMb: LIMITS.maxBytes / 1024 / 1024 });
  return ingestBuffer(await readFile(path), path, opts);
}
