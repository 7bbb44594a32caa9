import { describe, expect, it } from 'vitest';
import { dropFurniture, pageLines, paragraphs, type PdfItem } from './pdf-layout.ts';

function line(y: number, text: string, x = 72, size = 10): PdfItem[] {
  // One item per word, as many PDFs store them, with the gaps a renderer leaves between words.
  const out: PdfItem[] = [];
  let at = x;
  for (const w of text.split(' ')) {
    out.push({ str: w, x: at, y, width: w.length * 5, size });
    at += w.length * 5 + 3;
  }
  return out;
}

const texts = (pages: ReturnType<typeof pageLines>[]) => paragraphs(pages).map((p) => p.parts.map((part, i) => (i ? p.seps[i - 1] : '') + part).join(''));

describe('pdf layout', () => {
  it('reads a page with Chinese and English side by side column by column, and leaves a full-width line where it is', () => {
    const zh = (y: number, t: string): PdfItem => ({ str: t, x: 72, y, width: t.length * 10, size: 10 });
    const items = [
      ...line(760, 'PURCHASE CONTRACT TITLE ACROSS THE WHOLE PAGE WIDTH OF THE FORM', 72),
      zh(740, '第一条 货物。乙方向甲方出售'), ...line(740, 'Article 1 Goods. Party B shall sell to', 320),
      zh(728, '液压泵站二十台。'), ...line(728, 'Party A twenty hydraulic power units.', 320),
      zh(712, '第二条 付款。甲方应于十日内'), ...line(712, 'Article 2 Payment. Party A shall pay', 320),
      zh(700, '支付预付款。'), ...line(700, 'the advance within ten days.', 320),
      zh(688, '第三条 交货。按期交货。'), ...line(688, 'Article 3 Delivery. On time.', 320),
    ];
    const page = pageLines({ width: 612, height: 792, items }, 1);
    expect(page.map((l) => l.text)).toEqual([
      'PURCHASE CONTRACT TITLE ACROSS THE WHOLE PAGE WIDTH OF THE FORM',
      '第一条 货物。乙方向甲方出售', '液压泵站二十台。', '第二条 付款。甲方应于十日内', '支付预付款。', '第三条 交货。按期交货。',
      'Article 1 Goods. Party B shall sell to', 'Party A twenty hydraulic power units.', 'Article 2 Payment. Party A shall pay',
      'the advance within ten days.', 'Article 3 Delivery. On time.',
    ]);
    const english = texts([page]).filter((t) => /^Article/.test(t));
    expect(english).toEqual([
      'Article 1 Goods. Party B shall sell to Party A twenty hydraulic power units.',
      'Article 2 Payment. Party A shall pay the advance within ten days.',
      'Article 3 Delivery. On time.',
    ]);
  });

  it('splits the rows of a tight table, where a Chinese cell runs almost to the English one, at the English column\'s edge', () => {
    const zh = (y: number, t: string, x = 72): PdfItem => ({ str: t, x, y, width: t.length * 10, size: 10 });
    const items = [
      zh(740, '第一条 交货。乙方应于'), ...line(740, 'Article 1 Delivery. Party B shall', 300),
      zh(728, '前交货。乙方应于2026年', 156), zh(728, '9', 286), ...line(728, 'deliver before 30 September 2026.', 302),
      zh(716, '第二条 付款。甲方应付'), ...line(716, 'Article 2 Payment. Party A shall pay', 300),
      zh(704, '预付款。'), ...line(704, 'the advance.', 300),
    ];
    expect(pageLines({ width: 612, height: 792, items }, 1).map((l) => l.text)).toEqual([
      '第一条 交货。乙方应于', '前交货。乙方应于2026年9', '第二条 付款。甲方应付', '预付款。',
      'Article 1 Delivery. Party B shall', 'deliver before 30 September 2026.', 'Article 2 Payment. Party A shall pay', 'the advance.',
    ]);
  });

  it('keeps an English page with a wide gap in its lines as it is', () => {
    const items = [0, 1, 2, 3].flatMap((k) => [...line(700 - 12 * k, `Item ${k} description`, 72), ...line(700 - 12 * k, `USD ${k}00`, 400)]);
    expect(pageLines({ width: 612, height: 792, items }, 1).map((l) => l.text)).toEqual(['Item 0 description USD 000', 'Item 1 description USD 100', 'Item 2 description USD 200', 'Item 3 description USD 300']);
  });

  it('groups items into lines top to bottom and words by their gaps', () => {
    const items = [...line(700, 'second line here'), ...line(712, 'first line here'), { str: 'tail', x: 200, y: 712.5, width: 20, size: 10 }];
    expect(pageLines({ width: 612, height: 792, items }, 1).map((l) => l.text)).toEqual(['first line here tail', 'second line here']);
  });

  it('joins wrapped lines, removes hyphens at line ends and starts paragraphs after blank space or short lines', () => {
    const long = 'x'.repeat(90);
    const page = pageLines({
      width: 612,
      height: 792,
      items: [
        ...line(700, `The Supplier shall deliver the ${long} Products in accor-`),
        ...line(688, `dance with the delivery schedule ${long} agreed by the parties.`),
        ...line(660, `2. Price. The price is fixed ${long} for the whole term.`),
      ],
    }, 1);
    expect(texts([page])).toEqual([
      `The Supplier shall deliver the ${long} Products in accordance with the delivery schedule ${long} agreed by the parties.`,
      `2. Price. The price is fixed ${long} for the whole term.`,
    ]);
  });

  it('continues a sentence across a page break and drops repeated headers and page numbers', () => {
    const long = 'y'.repeat(90);
    const pages = [1, 2, 3].map((n) =>
      pageLines({
        width: 612,
        height: 792,
        items: [
          ...line(760, 'Confidential - Execution Copy'),
          ...line(700, n === 2 ? `continued text of the clause ${long} ends here.` : `Clause ${n} text ${long} runs on to the`),
          ...line(30, String(n), 300),
        ],
      }, n),
    );
    const kept = dropFurniture(pages, [792, 792, 792]);
    expect(kept.flat().map((l) => l.text).join('|')).not.toMatch(/Confidential|\|\d\|/);
    expect(texts(kept)).toEqual([`Clause 1 text ${long} runs on to the continued text of the clause ${long} ends here.`, `Clause 3 text ${long} runs on to the`]);
  });
});
