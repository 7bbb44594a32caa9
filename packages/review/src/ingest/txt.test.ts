import { describe, expect, it } from 'vitest';
import { ingestBuffer } from './index.ts';

describe('txt ingest', () => {
  it('keeps the text exactly, so offsets are indices into the file content', async () => {
    const content = '\ufeffSERVICES AGREEMENT\r\n\r\n  1. Term. This Agreement shall continue for two (2) years and is governed by the laws of Ohio.\r\n';
    const doc = await ingestBuffer(Buffer.from(content, 'utf8'), 'a.TXT');
    expect(doc.text).toBe(content);
    expect(doc.paragraphs.map((p) => content.slice(p.start, p.end))).toEqual([
      'SERVICES AGREEMENT', // a byte-order mark belongs to the text, not to the paragraph
      '1. Term. This Agreement shall continue for two (2) years and is governed by the laws of Ohio.',
    ]);
    expect(doc.map.segments).toEqual([{ start: 0, end: content.length, offset: 0 }]);
  });

  it('reads Windows-1252 text when the bytes are not UTF-8', async () => {
    const doc = await ingestBuffer(Buffer.from([...Buffer.from('The Seller and the Buyer agree to the price of '), 0x80, ...Buffer.from('100 for the goods.')]), 'a.txt');
    expect(doc.text).toContain('€100');
  });
});
