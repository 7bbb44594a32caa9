import { describe, expect, it } from 'vitest';
import { LIMITS, ReviewError, type ReviewErrorCode } from '../errors.ts';
import { ingestBuffer } from './index.ts';
import { CONTRACT_EN, docx, para, pdf, scannedPdf, zipWith } from './fixtures.test-helpers.ts';

async function code(p: Promise<unknown>): Promise<ReviewErrorCode | 'ok'> {
  try {
    await p;
    return 'ok';
  } catch (e) {
    if (e instanceof ReviewError) return e.code;
    throw e;
  }
}

describe('bad input gets a clear error', () => {
  it('empty files of every kind', async () => {
    expect(await code(ingestBuffer(Buffer.alloc(0), 'a.txt'))).toBe('EMPTY_FILE');
    expect(await code(ingestBuffer(Buffer.from('  \n\n '), 'a.txt'))).toBe('EMPTY_FILE');
    expect(await code(ingestBuffer(await docx(para('')), 'a.docx'))).toBe('EMPTY_FILE');
    expect(await code(ingestBuffer(Buffer.alloc(0), 'a.pdf'))).toBe('EMPTY_FILE');
  });

  it('unknown extensions are refused', async () => {
    expect(await code(ingestBuffer(Buffer.from(CONTRACT_EN), 'a.rtf'))).toBe('UNSUPPORTED_FORMAT');
  });

  it('corrupt files', async () => {
    expect(await code(ingestBuffer(Buffer.from('not a zip at all'), 'a.docx'))).toBe('CORRUPT_FILE');
    const zip = await docx(para(CONTRACT_EN));
    expect(await code(ingestBuffer(zip.subarray(0, zip.length - 40), 'a.docx'))).toBe('CORRUPT_FILE');
    expect(await code(ingestBuffer(Buffer.from('%PDF-1.4\n1 0 obj garbage\n%%EOF'), 'a.pdf'))).toBe('CORRUPT_FILE');
    expect(await code(ingestBuffer(Buffer.from('hello'), 'a.pdf'))).toBe('CORRUPT_FILE');
    expect(await code(ingestBuffer(Buffer.from([0x50, 0x4b, 0, 0, 1, 2]), 'a.txt'))).toBe('CORRUPT_FILE');
    expect(await code(ingestBuffer(Buffer.from('plain text'), 'a.doc'))).toBe('CORRUPT_FILE');
  });

  it('password-protected Word and PDF files', async () => {
    // An encrypted Office file is an OLE container with an EncryptedPackage stream, whatever its extension.
    const ole = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512), Buffer.from('EncryptedPackage', 'utf16le')]);
    expect(await code(ingestBuffer(ole, 'locked.docx'))).toBe('ENCRYPTED_FILE');
    expect(await code(ingestBuffer(ole, 'locked.doc'))).toBe('ENCRYPTED_FILE');
    expect(await code(ingestBuffer(await pdf([[CONTRACT_EN]], { userPassword: 'secret' }), 'locked.pdf'))).toBe('ENCRYPTED_FILE');
  });

  it('a scanned PDF with no text layer asks for OCR', async () => {
    const err = await ingestBuffer(await scannedPdf(), 'scan.pdf').catch((e: ReviewError) => e);
    expect(err).toBeInstanceOf(ReviewError);
    expect((err as ReviewError).code).toBe('NO_TEXT_LAYER');
    expect((err as ReviewError).messageIn('en')).toMatch(/OCR/);
    expect((err as ReviewError).messageIn('cn')).toMatch(/OCR/);
  });

  it('non-English contracts are refused (the review is English only)', async () => {
    const cn = '本合同由甲方与乙方签订。甲方应当在三十日内向乙方交付货物，乙方应当按照订单支付价款。'.repeat(5);
    const fr = "Le présent contrat est conclu entre les parties. Le vendeur livrera les marchandises à l'acheteur dans un délai de trente jours.".repeat(3);
    expect(await code(ingestBuffer(Buffer.from(cn), 'cn.txt'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(Buffer.from(fr), 'fr.txt'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(await docx(para(cn)), 'cn.docx'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(Buffer.from(CONTRACT_EN), 'en.txt'))).toBe('ok');
  });

  it('files over 20 MB', async () => {
    const big = Buffer.alloc(LIMITS.maxBytes + 1, 0x61);
    expect(await code(ingestBuffer(big, 'big.txt'))).toBe('TOO_LARGE');
    expect(await code(ingestBuffer(big, 'big.pdf'))).toBe('TOO_LARGE');
  });

  it('PDFs over 500 pages', async () => {
    const pages = Array.from({ length: LIMITS.maxPages + 1 }, (_, i) => [`Page ${i} of the agreement.`]);
    expect(await code(ingestBuffer(await pdf(pages), 'long.pdf'))).toBe('TOO_MANY_PAGES');
  }, 30_000);

  it('a .docx zip bomb is refused before it is inflated', async () => {
    // 2 MB of zeros deflates to about 2 KB: a ratio no Word document has.
    const bomb = zipWith('word/document.xml', Buffer.alloc(2_000_000));
    expect(await code(ingestBuffer(bomb, 'bomb.docx'))).toBe('ZIP_BOMB');
    // An entry claiming 1 GB is refused from the directory alone.
    expect(await code(ingestBuffer(zipWith('word/document.xml', Buffer.from('<x/>'), 1 << 30), 'bomb.docx'))).toBe('ZIP_BOMB');
    // An entry that lies about its size (claims 100 bytes, holds 500 KB) stops inflating at the claimed size.
    expect(await code(ingestBuffer(zipWith('word/document.xml', Buffer.alloc(500_000, 0x20), 100), 'bomb.docx'))).toBe('ZIP_BOMB');
  });
});
