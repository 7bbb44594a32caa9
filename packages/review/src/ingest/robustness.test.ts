import { closeSync, mkdtempSync, openSync, rmSync, truncateSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LIMITS, ReviewError, type ReviewErrorCode } from '../errors.ts';
import { ingestBuffer, ingestFile } from './index.ts';
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

  it('a short English filing with few function words is still English; short Spanish and German are not', async () => {
    const filing = 'EXHIBIT 10.3 FIRST AMENDMENT TO FILING AGENT AGREEMENT dated March 3, 2001 between Acme Holdings Inc. and Filer Services LLC. Section 4.2 is amended to read: Fees: USD 1,200 per quarter. Signed: John Smith, President; Jane Doe, Director.';
    const es = 'El vendedor entregará las mercancías al comprador en un plazo de treinta días. Este contrato se celebra entre las partes.';
    const de = 'Der Verkäufer liefert die Ware an den Käufer innerhalb von dreißig Tagen. Dieser Vertrag wird zwischen den Parteien geschlossen.';
    expect((await ingestBuffer(Buffer.from(filing), 'filing.txt')).text).toBe(filing);
    expect(await code(ingestBuffer(Buffer.from(es), 'es.txt'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(Buffer.from(de), 'de.txt'))).toBe('NOT_ENGLISH');
  });

  it('non-English contracts are refused (the review is English only)', async () => {
    const cn = '本合同由甲方与乙方签订。甲方应当在三十日内向乙方交付货物，乙方应当按照订单支付价款。'.repeat(5);
    const fr = "Le présent contrat est conclu entre les parties. Le vendeur livrera les marchandises à l'acheteur dans un délai de trente jours.".repeat(3);
    expect(await code(ingestBuffer(Buffer.from(cn), 'cn.txt'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(Buffer.from(fr), 'fr.txt'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(await docx(para(cn)), 'cn.docx'))).toBe('NOT_ENGLISH');
    expect(await code(ingestBuffer(Buffer.from(CONTRACT_EN), 'en.txt'))).toBe('ok');
  });

  it('a bilingual contract is reviewed however long its Chinese text; Chinese with a few English names is not', async () => {
    const zh = '本条款的中文文本与英文文本具有同等效力，双方应当按照本合同的约定全面履行各自的义务，不得擅自变更或者解除合同。';
    const bilingual = CONTRACT_EN.split('\n').map((l) => `${l}\n${zh}${zh}`).join('\n');
    expect(await code(ingestBuffer(Buffer.from(bilingual), 'bi.txt'))).toBe('ok');
    const names = '本合同由Alder Trading Co., Ltd.（甲方）与Birch Industries Inc.（乙方）签订。甲方应当在三十日内向乙方交付货物。'.repeat(20);
    expect(await code(ingestBuffer(Buffer.from(names), 'names.txt'))).toBe('NOT_ENGLISH');
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

describe('bad input gets a clear error: the cases between the obvious ones', () => {
  it('an empty .doc and a PDF whose only text is blank', async () => {
    expect(await code(ingestBuffer(Buffer.alloc(0), 'a.doc'))).toBe('EMPTY_FILE');
    // Pages without a word read as a scan: the user is told OCR is needed rather than that the file is empty.
    expect(await code(ingestBuffer(await pdf([[' ', ' ']]), 'blank.pdf'))).toBe('NO_TEXT_LAYER');
  });

  it('a .docx whose entries are password-encrypted (the zip flag), and a truncated PDF', async () => {
    const zip = await docx(para(CONTRACT_EN));
    // Sets bit 0 ("encrypted") of the general-purpose flags in every local and central header.
    for (let p = zip.indexOf(0x50); p >= 0 && p < zip.length - 4; p = zip.indexOf(0x50, p + 1)) {
      const sig = zip.readUInt32LE(p);
      if (sig === 0x04034b50) zip.writeUInt16LE(zip.readUInt16LE(p + 6) | 1, p + 6);
      if (sig === 0x02014b50) zip.writeUInt16LE(zip.readUInt16LE(p + 8) | 1, p + 8);
    }
    expect(await code(ingestBuffer(zip, 'locked.docx'))).toBe('ENCRYPTED_FILE');
    const whole = await pdf([[CONTRACT_EN]]);
    expect(await code(ingestBuffer(whole.subarray(0, 300), 'cut.pdf'))).toBe('CORRUPT_FILE');
  });

  it('a non-English PDF', async () => {
    const fr = "Le présent contrat est conclu entre les parties. Le vendeur livrera les marchandises à l'acheteur dans un délai de trente jours.";
    expect(await code(ingestBuffer(await pdf([[fr, fr], [fr, fr]]), 'fr.pdf'))).toBe('NOT_ENGLISH');
  });

  it('a file over 20 MB on disk is refused from its size, before it is read', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'review-big-'));
    try {
      for (const name of ['big.docx', 'big.pdf', 'big.txt']) {
        const file = join(dir, name);
        // A sparse file: 21 MB long, nothing written, so reading it would be the test's own cost.
        closeSync(openSync(file, 'w'));
        truncateSync(file, LIMITS.maxBytes + 1024 * 1024);
        expect(await code(ingestFile(file))).toBe('TOO_LARGE');
      }
      expect(await code(ingestBuffer(Buffer.alloc(LIMITS.maxBytes + 1), 'big.docx'))).toBe('TOO_LARGE');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('a zip bomb hidden in a part other than the document, and one that claims a small size', async () => {
    expect(await code(ingestBuffer(zipWith('word/media/image1.png', Buffer.alloc(3_000_000)), 'bomb.docx'))).toBe('ZIP_BOMB');
    expect(await code(ingestBuffer(zipWith('word/document.xml', Buffer.alloc(5_000_000, 0x20), 2_000), 'bomb.docx'))).toBe('ZIP_BOMB');
  });
});
