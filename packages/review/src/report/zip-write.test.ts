import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { readZipDirectory, readZipEntry } from '../ingest/zip.ts';
import { rewriteZip } from './zip-write.ts';

/** The stored bytes (local header onwards, compressed data) of one entry, as the reader sees them. */
function stored(zip: Buffer, name: string): Buffer {
  const e = readZipDirectory(zip).get(name)!;
  const p = e.localOffset;
  const start = p + 30 + zip.readUInt16LE(p + 26) + zip.readUInt16LE(p + 28);
  return zip.subarray(start, start + e.compressedSize);
}

describe('zip rewrite', () => {
  it.each([false, true])('replaces and adds entries and copies the others as stored (data descriptors: %s)', async (streamFiles) => {
    const src = new JSZip();
    src.file('a.xml', '<a>first part</a>'.repeat(50));
    src.file('b/c.xml', '<c>second</c>');
    src.file('d.bin', Buffer.from([1, 2, 3, 4, 5]), { compression: 'STORE' });
    const zip = await src.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', streamFiles });
    const out = rewriteZip(zip, new Map([['b/c.xml', Buffer.from('<c>changed</c>')], ['new/e.xml', Buffer.from('<e/>')]]));
    const names = [...readZipDirectory(out).keys()];
    expect(names).toEqual(['a.xml', 'b/', 'b/c.xml', 'd.bin', 'new/e.xml']);
    const read = (name: string) => readZipEntry(out, readZipDirectory(out).get(name)!).toString('utf8');
    expect(read('b/c.xml')).toBe('<c>changed</c>');
    expect(read('new/e.xml')).toBe('<e/>');
    expect(stored(out, 'a.xml').equals(stored(zip, 'a.xml'))).toBe(true);
    expect(stored(out, 'd.bin').equals(stored(zip, 'd.bin'))).toBe(true);
    // An ordinary zip reader agrees, CRCs included.
    const back = await JSZip.loadAsync(out, { checkCRC32: true });
    expect(await back.file('a.xml')!.async('string')).toBe('<a>first part</a>'.repeat(50));
    expect(await back.file('b/c.xml')!.async('string')).toBe('<c>changed</c>');
    expect(await back.file('d.bin')!.async('nodebuffer')).toEqual(Buffer.from([1, 2, 3, 4, 5]));
  });
});
