import { describe, expect, it } from 'vitest';
import { paragraphSpans } from '../ingest/builder.ts';
import { bilingualMismatches, chineseNumber } from './bilingual.ts';

const quoted = (text: string) => bilingualMismatches({ text, paragraphs: paragraphSpans(text) }).map((s) => text.slice(s.start, s.end));

describe('Chinese and English versions', () => {
  it('reads Chinese numerals', () => {
    expect([chineseNumber('一百二十'), chineseNumber('九十六万'), chineseNumber('十二'), chineseNumber('两千零五十'), chineseNumber('一亿二千万')]).toEqual([
      120, 960000, 12, 2050, 120000000,
    ]);
  });

  it('reports a clause whose versions, one after the other, state different figures, quoting both', () => {
    const text = [
      'Article 1 Payment. The Buyer shall pay 30% of the price of EUR 960,000 within ninety (90) days after delivery.',
      '第一条 付款。买方应于交货后六十日内支付价款欧元九十六万元的百分之三十。',
      'Article 2 Delivery. The Seller shall deliver the goods before 30 September 2026.',
      '第二条 交货。卖方应于2026年9月30日前交货。',
    ].join('\n');
    expect(quoted(text)).toEqual([text.split('\n')[0], text.split('\n')[1]]);
  });

  it('reads amounts in 万, percentages in 百分之, dates and periods alike in both versions, and no numeral inside a word', () => {
    const text = [
      'Article 1 Price. The total price is USD 1.2 million, of which fifty percent (50%) is paid within one year; either party may request an invoice.',
      '第一条 价格。总价为120万美元，其中百分之五十应在一年内支付；任何一方均可要求开具发票。',
      'Article 2 Term. This Contract is valid from 1 January 2026 to 31 December 2027.',
      '第二条 期限。本合同有效期自2026年1月1日至2027年12月31日。',
    ].join('\n');
    expect(quoted(text)).toEqual([]);
  });

  it('pairs numbered clauses when the whole Chinese version comes first and the English one after it', () => {
    const zh = ['第一条 付款。买方应于交货后六十日内付款。', '第二条 保修。保修期为十二个月。', '第三条 适用法律。本合同适用中华人民共和国法律。'];
    const en = [
      'Article 1 Payment. The Buyer shall pay within sixty (60) days after delivery.',
      'Article 2 Warranty. The warranty period is twenty-four (24) months.',
      "Article 3 Governing Law. This Contract is governed by the laws of the People's Republic of China.",
    ];
    const text = ['销售合同', ...zh, 'SALES CONTRACT', ...en].join('\n');
    expect(quoted(text)).toEqual([zh[1], en[1]]);
  });

  it('never pairs an English contract\'s clauses with a Chinese annex numbered the same way', () => {
    const en = Array.from({ length: 6 }, (_, k) => `${k + 1}. Clause ${k + 1}. The Supplier shall deliver the goods described in the schedule within ${10 * (k + 1)} days after each order, at its own cost and risk, in accordance with the agreed specifications.`);
    const annex = ['附件：价格表', '1. 产品A，单价100元。', '2. 产品B，单价200元。', '3. 产品C，单价300元。'];
    expect(quoted(['SUPPLY AGREEMENT', ...en, ...annex].join('\n'))).toEqual([]);
  });

  it('pairs clauses numbered "一、" or "1.1" in Chinese with "1." or "1.1" in English, and never a number used twice', () => {
    const zh = ['一、付款', '1.1 买方应于交货后六十日内付款。', '1.2 逾期付款按日万分之五支付违约金。', '二、保修', '1.1 保修期为十二个月。'];
    const en = ['1. Payment', '1.1 The Buyer shall pay within thirty (30) days after delivery.', '1.2 Late payment bears a penalty of 0.05% per day.', '2. Warranty', '1.1 The warranty period is twelve (12) months.'];
    const text = ['销售合同', ...zh, 'SALES CONTRACT', ...en].join('\n');
    // "1.1" is used twice on each side, so it pairs nothing; "1.2" agrees (万分之五 is 0.05 per cent).
    expect(quoted(text)).toEqual([]);
    const once = text.replace('二、保修\n1.1 保修期为十二个月。', '二、保修期为十二个月。').replace('2. Warranty\n1.1 The warranty period is twelve (12) months.', '2. Warranty. The warranty period is twenty-four (24) months.');
    expect(quoted(once)).toEqual(['1.1 买方应于交货后六十日内付款。', '二、保修期为十二个月。', '1.1 The Buyer shall pay within thirty (30) days after delivery.', '2. Warranty. The warranty period is twenty-four (24) months.']);
  });

  it('reports versions that name different currencies for the same figure', () => {
    const text = 'Article 1 Price. The price is USD 960,000.\n第一条 价格。价款为欧元九十六万元。\nArticle 2 Fee. The fee is RMB 5,000.\n第二条 费用。费用为人民币5,000元。';
    expect(quoted(text)).toEqual(text.split('\n').slice(0, 2));
  });

  it('compares the two versions within one paragraph, sentence by sentence, and quotes the paragraph', () => {
    const differs = '第三条 价格。单价为USD 12.50，余款于提单日后六十日内支付。Article 3 Price. The unit price is USD 12.50, and the balance is paid within ninety (90) days after the bill of lading date.';
    expect(quoted(differs)).toEqual([differs]);
    const agrees = differs.replace('ninety (90)', 'sixty (60)');
    expect(quoted(agrees)).toEqual([]);
  });

  it('compares the two versions of one line set apart by a slash, whichever language has more of the line', () => {
    const rate = 'Royalty rate: eight per cent (8%) of Net Sales / 许可使用费率：净销售额的百分之七（7%）';
    expect(quoted(rate)).toEqual([rate]);
    expect(quoted(rate.replace('百分之七（7%）', '百分之八（8%）'))).toEqual([]);
    const period = '4. Defects Liability Period: 12 months from the Completion Certificate / 缺陷责任期：自竣工证书签发之日起18个月';
    expect(quoted(period)).toEqual([period]);
    expect(quoted('Seller / 卖方: Alder Laser GmbH, Industriestrasse 14, Metzingen')).toEqual([]);
  });

  it('says nothing of an English contract or of versions that agree', () => {
    expect(quoted('Article 1 Payment. The Buyer shall pay within sixty (60) days.')).toEqual([]);
    expect(quoted('Article 1 Payment. The Buyer shall pay within sixty (60) days.\n第一条 付款。买方应在六十日内付款。')).toEqual([]);
  });
});
