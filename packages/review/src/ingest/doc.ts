import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Doc } from '../types.ts';
import { ReviewError } from '../errors.ts';
import { ingestDocx } from './docx.ts';

/**
 * .doc (Word 97-2003): LibreOffice converts it to .docx in a private temporary folder (its own profile too, so
 * parallel conversions do not fight over one), then the .docx reader takes over.
 */
export const SOFFICE = process.env.SOFFICE_PATH || 'soffice';

function run(cmd: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    execFile(cmd, args, { timeout: timeoutMs, killSignal: 'SIGKILL' }, (err) => (err ? reject(err) : resolve()));
  });
}

export async function ingestDoc(buf: Buffer, timeoutMs = 60_000): Promise<Doc> {
  // Word 97-2003 files are OLE compound documents; anything else is not a .doc.
  if (buf.length < 8 || buf.readUInt32BE(0) !== 0xd0cf11e0) throw new ReviewError('CORRUPT_FILE', { format: '.doc' });
  const dir = await mkdtemp(join(tmpdir(), 'lexbridge-doc-'));
  try {
    const input = join(dir, 'input.doc');
    await writeFile(input, buf);
    try {
      await run(
        SOFFICE,
        [`-env:UserInstallation=file://${join(dir, 'profile')}`, '--headless', '--norestore', '--convert-to', 'docx', '--outdir', dir, input],
        timeoutMs,
      );
    } catch {
      throw new ReviewError('CONVERSION_FAILED');
    }
    let out: Buffer;
    try {
      out = await readFile(join(dir, 'input.docx'));
    } catch {
      // LibreOffice exits 0 and writes nothing for a file it cannot read (a password-protected one among them).
      throw new ReviewError(hasEncryption(buf) ? 'ENCRYPTED_FILE' : 'CONVERSION_FAILED');
    }
    const doc = ingestDocx(out);
    return { ...doc, source: 'doc', map: { ...doc.map, kind: 'doc' } };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** An OLE file holding an encrypted Office package (a password-protected .docx/.doc) names these streams. */
export function hasEncryption(buf: Buffer): boolean {
  const utf16 = (s: string) => Buffer.from(s, 'utf16le');
  return buf.includes(utf16('EncryptedPackage')) || buf.includes(utf16('EncryptionInfo'));
}
