import { describe, expect, it } from 'vitest';
import { fullAnswers, library, sample, sampleJson } from '../fixtures.test-helpers.ts';
import { compileTemplate } from '../runtime/compile.ts';
import { renderHtml } from '../render/html.ts';
import { partyIn } from './english.ts';
import { plain } from '../text/segments.ts';
import { assemble, AssemblyError } from './assemble.ts';
import type { ResolvedClause } from './types.ts';

const all = (cs: ResolvedClause[]): ResolvedClause[] => cs.flatMap((c) => [c, ...all(c.children)]);
const text = (c: ResolvedClause, lang: 'cn' | 'en') => c.text[lang].map(plain).join('\n');

describe('assembly', () => {
  it('numbers after conditions with no gaps and drops empty clauses', () => {
    const doc = assemble(sample(), fullAnswers, { library });
    expect(doc.clauses.map((c) => c.label!.cn)).toEqual(['第一条', '第二条', '第三条', '第四条', '第五条', '第六条', '第七条']);
    expect(doc.clauses.map((c) => c.id)).not.toContain('emptyWhenNoDocs');
    const noWarranty = assemble(sample(), { ...fullAnswers, warranty: false }, { library });
    expect(noWarranty.clauses.map((c) => c.id)).not.toContain('warrantyClause');
    expect(noWarranty.clauses.map((c) => c.label!.en)).toEqual(['Article 1', 'Article 2', 'Article 3', 'Article 4', 'Article 5', 'Article 6']);
    const pay = noWarranty.clauses.find((c) => c.id === 'payment')!;
    expect(pay.children.map((c) => c.label!.cn)).toEqual(['3.1', '3.2', '3.3']);
  });

  it('expands repeats, inlines library clauses and resolves cross-references to final numbers', () => {
    const doc = assemble(sample(), fullAnswers, { library });
    const pay = doc.clauses.find((c) => c.id === 'payment')!;
    expect(text(pay.children[0], 'cn')).toBe('第1期：签订后10日内支付¥40,000.00。');
    expect(text(pay.children[1], 'en')).toBe('Instalment 2: RMB 60,000.00 within 40 days after signing.');
    const court = all(doc.clauses).find((c) => c.id === 'court')!;
    expect(text(court, 'cn')).toContain('本款不影响第五条的适用');
    const noWarranty = assemble(sample(), { ...fullAnswers, warranty: false, arbitration: true }, { library });
    const arb = all(noWarranty.clauses).find((c) => c.id === 'arb')!;
    expect(text(arb, 'cn')).toContain('违约责任见第四条');
    expect(text(arb, 'en')).toContain('Article 4');
  });

  it('fills money, capital numerals, dates, definitions, parties and the prevailing-language clause', () => {
    const doc = assemble(sample(), fullAnswers, { library });
    const total = all(doc.clauses).find((c) => c.id === 'total')!;
    expect(text(total, 'cn')).toBe('合同总价为¥100,000.00（大写：人民币壹拾万元整）。');
    expect(text(doc.clauses[0].children[1], 'cn')).toBe('“质保期”指自交货之日起2年。');
    expect(doc.preamble!.en.map(plain).join('')).toContain('22 November 2026');
    expect(doc.parties.map((p) => p.role.cn)).toEqual(['卖方', '买方']);
    expect(text(doc.clauses.find((c) => c.id === 'language')!, 'cn')).toContain('第四百六十六条');
    const en = assemble(sample(), { ...fullAnswers, prevailingLanguage: 'en' }, { library });
    expect(text(en.clauses.find((c) => c.id === 'language')!, 'en')).toContain('English version shall prevail');
  });

  it('refuses missing values in a final render and shows blanks in a preview', () => {
    const partial = { ...fullAnswers, goods: '' };
    expect(() => assemble(sample(), partial, { library })).toThrow(AssemblyError);
    try {
      assemble(sample(), partial, { library });
    } catch (e) {
      expect((e as AssemblyError).missing).toContain('goods');
    }
    const preview = assemble(sample(), partial, { library, mode: 'preview' });
    expect(preview.missing).toEqual(['goods']);
    expect(preview.clauses[0].children[0].text.cn[0].some((s) => s.t === 'blank')).toBe(true);
  });
});

describe('English forms of party details', () => {
  it('prints nameEn and addressEn in English text and signature blocks, the Chinese forms in Chinese', async () => {
    const json = JSON.parse(JSON.stringify(sampleJson));
    json.sections[0].questions.splice(1, 0,
      { id: 'seller.nameEn', type: 'text', label: { cn: '卖方英文名称', en: "Seller's English name" } },
      { id: 'seller.addressEn', type: 'text', label: { cn: '卖方英文住所', en: "Seller's English address" } });
    const answers = { ...fullAnswers, seller: { ...fullAnswers.seller, nameEn: 'Shanghai Jia Co., Ltd.', addressEn: '1 Century Avenue, Shanghai' } };
    const doc = assemble(compileTemplate(json), answers, { library });
    const seller = doc.parties[0];
    expect(partyIn(seller, 'en').name).toBe('Shanghai Jia Co., Ltd.');
    expect(partyIn(seller, 'cn').name).toBe('上海甲有限公司');
    const html = renderHtml(doc, { layout: 'sequential' });
    const [cn, en] = html.split('<section lang="en">');
    expect(cn).toContain('上海甲有限公司');
    expect(en).toContain('Shanghai Jia Co., Ltd.');
    expect(en).toContain('1 Century Avenue, Shanghai');
    expect(en).not.toContain('上海甲有限公司');
  });
});
