import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { assemble } from '../assemble/assemble.ts';
import { fullAnswers, library, sample } from '../fixtures.test-helpers.ts';
import { renderDocx } from './docx.ts';
import { renderHtml } from './html.ts';
import { renderPdf } from './pdf.ts';

const doc = () => assemble(sample(), fullAnswers, { library });

describe('HTML', () => {
  it('escapes answers, highlights blanks and can show headings only', () => {
    const d = assemble(sample(), { ...fullAnswers, goods: '<script>x</script>', quantity: null }, { library, mode: 'preview' });
    const html = renderHtml(d, { layout: 'side-by-side' });
    expect(html).toContain('&lt;script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('class="lb-blank" data-path="quantity"');
    const sbs = renderHtml(doc(), { layout: 'side-by-side' });
    expect(sbs).toMatch(/class="lb-parties"><td lang="zh-CN">.*上海甲有限公司.*<td lang="en">.*Seller: <\/strong>/);
    expect(sbs).toContain('class="lb-signatures"');
    const heads = renderHtml(doc(), { layout: 'cn', headingsOnly: true });
    expect(heads).toContain('第二条');
    expect(heads).not.toContain('壹拾万');
  });
});

describe('DOCX', () => {
  it('uses Word numbering, the East Asian font and page numbers, and LibreOffice converts it', async () => {
    const bytes = await renderDocx(doc(), { layout: 'side-by-side' });
    const zip = await JSZip.loadAsync(bytes);
    const numbering = await zip.file('word/numbering.xml')!.async('string');
    expect(numbering).toContain('w:val="chineseCounting"');
    expect(numbering).toContain('第%1条');
    expect(numbering).toContain('Article %1');
    const xml = await zip.file('word/document.xml')!.async('string');
    expect(xml).toContain('<w:numPr>');
    expect(xml).not.toMatch(/<w:t[^>]*>第[一二三四五六七八九十]+条/);
    expect(xml).not.toMatch(/<w:t[^>]*>Article \d/);
    expect(xml).toContain('人民币壹拾万元整');
    const styles = await zip.file('word/styles.xml')!.async('string');
    expect(styles).toMatch(/w:eastAsia="SimSun"/);
    expect(styles).toMatch(/w:ascii="Times New Roman"/);
    const footers = Object.keys(zip.files).filter((f) => f.startsWith('word/footer'));
    expect(await zip.file(footers[0])!.async('string')).toContain('NUMPAGES');

    const dir = mkdtempSync(join(tmpdir(), 'lb-docx-'));
    try {
      writeFileSync(join(dir, 'c.docx'), bytes);
      execFileSync('soffice', ['--headless', `-env:UserInstallation=file://${dir}/profile`, '--convert-to', 'pdf', '--outdir', dir, join(dir, 'c.docx')], { timeout: 60_000, stdio: 'ignore' });
      expect(readdirSync(dir)).toContain('c.pdf');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('gives a natural person an ID line and a personal signature line, without seal or representative', async () => {
    const t = sample();
    t.template.parties = [t.template.parties![0], { role: { cn: '劳动者', en: 'Employee' }, from: 'buyer', person: true }];
    const idNo = { id: 'buyer.idNo', type: 'text' as const, label: { cn: '证件号码', en: 'ID number' } };
    t.template.sections[0].questions.push(idNo);
    t.questions.set(idNo.id, idNo);
    const d = assemble(t, { ...fullAnswers, buyer: { name: 'Jane Roe', address: '1 Market Street, London', idNo: 'P1234567' } }, { library });
    const xml = await (await JSZip.loadAsync(await renderDocx(d, { layout: 'en' }))).file('word/document.xml')!.async('string');
    expect(xml).toContain('ID Document No.: P1234567');
    expect(xml).toContain('Employee (Signature): ');
    expect(xml).not.toContain('Employee (Seal)');
    expect(xml).toContain('Seller (Seal): ');
    const { text } = await extractText(await renderPdf(d, { layout: 'cn' }), { mergePages: true });
    expect(text).toContain('劳动者（签字）');
    expect(text).not.toContain('劳动者（盖章）');
  }, 30_000);

  it('renders every layout', async () => {
    for (const layout of ['sequential', 'cn', 'en'] as const) {
      const zip = await JSZip.loadAsync(await renderDocx(doc(), { layout }));
      const xml = await zip.file('word/document.xml')!.async('string');
      expect(xml.includes('上海甲有限公司')).toBe(true);
    }
  });
});

describe('PDF', () => {
  it('embeds the CJK font: Chinese and English text can be extracted', async () => {
    const bytes = await renderPdf(doc(), { layout: 'side-by-side' });
    const { text } = await extractText(bytes, { mergePages: true });
    expect(text).toContain('人民币壹拾万元整');
    expect(text).toContain('Liability for Breach');
    expect(text).toMatch(/Page 1 of \d/);
    const seq = await extractText(await renderPdf(doc(), { layout: 'sequential' }), { mergePages: true });
    expect(seq.text).toContain('第一条');
    expect(seq.text).toContain('Article 1');
  }, 30_000);
});
