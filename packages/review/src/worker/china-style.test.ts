import { describe, expect, it } from 'vitest';
import { reviewBuffer } from './engine.ts';
import { docx, para } from '../ingest/fixtures.test-helpers.ts';

/**
 * A contract drafted the way contracts with a Chinese party often are: the parties set out as a form ("Party A (the
 * Buyer): ..."), numbered articles, a foreign seller. The whole engine must place the parties and find the
 * Chinese party's risks.
 */
const PURCHASE = [
  'PURCHASE CONTRACT',
  'Contract No.: HZ-2025-017',
  'Party A (the Buyer): Hangzhou Lumen Optics Co., Ltd.',
  'Address: No. 1 Wensan Road, Xihu District, Hangzhou, China',
  'Party B (the Seller): Nordlicht Glas GmbH',
  'Address: Industriestrasse 5, 07745 Jena, Germany',
  'Article 1 Goods. Party B shall sell and Party A shall buy four (4) glass coating machines (the "Goods") at a total price of EUR 1,200,000, CIF Ningbo (Incoterms 2020).',
  'Article 2 Payment. Party A shall pay 40% of the price within ten (10) days after signing and 60% within sixty (60) days after arrival of the Goods.',
  'Article 3 Taxes. All payments by Party A shall be made without any deduction or withholding for taxes, and any withholding tax shall be borne by Party A.',
  'Article 4 Liability. Party B\'s total liability under this Contract shall not exceed five percent (5%) of the total price.',
  'Article 5 Governing Law. This Contract shall be governed by the laws of Germany, and any dispute shall be submitted to the courts of Jena.',
  'Article 6 Language. This Contract is made in English and Chinese. In case of any discrepancy, the English version shall prevail.',
  'Party A: Hangzhou Lumen Optics Co., Ltd. (Seal)        Party B: Nordlicht Glas GmbH',
].join('\n');

describe('a contract with its parties set out as a form', () => {
  it('places the Chinese buyer, reviews for it and finds its cross-border risks', async () => {
    const { result } = await reviewBuffer(Buffer.from(PURCHASE), 'purchase.txt');
    expect(result.contractType).toBe('goods');
    expect(result.side).toBe('buyer');
    const ids = result.issues.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['law.foreign.chinese-party', 'forum.foreign.chinese-party', 'liability.cap.one-way', 'tax.gross-up.self', 'language.english-prevails', 'goods.payment.advance-unsecured', 'liability.cap.low']));
    expect(ids).not.toContain('tax.clause.missing');
  });

  it('reviews the same contract for the seller without the buyer\'s one-sided issues', async () => {
    const { result } = await reviewBuffer(Buffer.from(PURCHASE), 'purchase.txt', { side: 'seller' });
    const ids = result.issues.map((i) => i.id);
    expect(ids).not.toContain('liability.cap.one-way');
    expect(ids).not.toContain('tax.gross-up.self');
  });

  it('says the side was assumed when no party can be placed', async () => {
    const text = 'COOPERATION AGREEMENT\nThis Agreement is made between Alder Tech Co., Ltd. ("Party A") and Birch Data Co., Ltd. ("Party B").\n1. Cooperation. The parties shall cooperate in the research described in Schedule 1.\n2. Term. This Agreement has a term of two (2) years.';
    const { result } = await reviewBuffer(Buffer.from(text), 'cooperation.txt');
    expect(result.sideInferred).toBe(true);
    expect(result.sideAssumed).toBe(true);
    const { result: purchase } = await reviewBuffer(Buffer.from(PURCHASE), 'purchase.txt');
    expect(purchase.sideAssumed).toBeUndefined();
  });

  it('takes the one Chinese party for the user\'s when nothing else places the parties and no side was chosen', async () => {
    const text = 'COOPERATION AGREEMENT\nThis Agreement is made between Beijing Alder Technology Co., Ltd., a company established in Beijing, China ("Party A"), and Birch Data Inc., a Delaware corporation ("Party B").\n1. Cooperation. The parties shall cooperate in the research described in Schedule 1.\n2. Termination. Party B may terminate this Agreement at any time for convenience by thirty (30) days\' notice.\n3. Governing Law. This Agreement is governed by the laws of the People\'s Republic of China.';
    const inferred = (await reviewBuffer(Buffer.from(text), 'cooperation.txt')).result;
    expect(inferred.issues.map((i) => i.id)).toContain('termination.convenience.other-only');
    // The result names that party, since the assumed side's role word would mean nothing here.
    expect(inferred.reviewedFor).toEqual({ name: 'Beijing Alder Technology Co., Ltd.', alias: 'Party A' });
    // A side the user chose is not second-guessed: the parties stay unplaced.
    const chosen = (await reviewBuffer(Buffer.from(text), 'cooperation.txt', { side: inferred.side! })).result;
    expect(chosen.issues.map((i) => i.id)).not.toContain('termination.convenience.other-only');
    expect(chosen.reviewedFor).toBeUndefined();
    // Nor is a party named when the roles place the parties, or when no party is Chinese.
    expect((await reviewBuffer(Buffer.from(PURCHASE), 'purchase.txt')).result.reviewedFor).toBeUndefined();
    const foreign = text.replace('Beijing Alder Technology Co., Ltd., a company established in Beijing, China', 'Alder Technology Ltd., a company established in Ontario');
    expect((await reviewBuffer(Buffer.from(foreign), 'cooperation.txt')).result.reviewedFor).toBeUndefined();
    // Beside a Hong Kong party, the mainland party is the user's.
    const hk = text.replace('Birch Data Inc., a Delaware corporation', 'Birch Data Limited, a company incorporated in Hong Kong');
    expect((await reviewBuffer(Buffer.from(hk), 'cooperation.txt')).result.reviewedFor).toEqual({ name: 'Beijing Alder Technology Co., Ltd.', alias: 'Party A' });
  });
});

const SALES_CONFIRMATION = [
  'SALES CONTRACT',
  'Contract No.: NB-2026-31',
  'The Sellers: Ningbo Hengli Valve Co., Ltd.',
  'Address: No. 9 Binhai Road, Beilun District, Ningbo, China',
  'The Buyers: Marlow Pumps Ltd.',
  'Address: 4 Dock Street, Leeds, United Kingdom',
  'This Contract is made by and between the Buyers and the Sellers, whereby the Buyers agree to buy and the Sellers agree to sell the under-mentioned commodity:',
  '1. Commodity: brass valves, 20,000 pcs at USD 3.20 FOB Ningbo, total USD 64,000.00.',
  '2. Terms of Payment: The Buyers shall open an irrevocable Letter of Credit payable at 90 days after sight, to reach the Sellers 30 days before shipment.',
  "3. Claims: The Sellers' total liability under this Contract shall not exceed 10% of the total value.",
  "4. Arbitration: Disputes shall be submitted to the China International Economic and Trade Arbitration Commission. This Contract is governed by the laws of the People's Republic of China.",
].join('\n');

const JOINT_VENTURE = [
  'JOINT VENTURE CONTRACT',
  'This Contract is made in Shanghai by and between:',
  'Party A: Shanghai Jinling Auto Parts Co., Ltd., a company established under the laws of the People\'s Republic of China ("Party A"); and',
  'Party B: Nordwerk Automotive GmbH, a company established under the laws of Germany ("Party B").',
  '1. Establishment. The Parties shall establish a limited liability company in Shanghai (the "Company") with a registered capital of USD 20,000,000.',
  '2. Board. Resolutions of the board are adopted by a simple majority of the directors present, including resolutions to amend the articles of association, increase the registered capital or dissolve the Company.',
  "3. Exit. If Party A breaches this Contract, Party B may purchase Party A's entire equity interest at its book value.",
  "4. Governing Law. This Contract is governed by the laws of the People's Republic of China.",
].join('\n');

describe('other drafting styles of China-related contracts', () => {
  it('reads a sales confirmation whose form names "The Sellers" and "The Buyers", and reviews for the Chinese seller', async () => {
    const { result, structure } = await reviewBuffer(Buffer.from(SALES_CONFIRMATION), 'sales.txt');
    expect(structure.parties.map((p) => [p.name, p.role])).toEqual([
      ['Ningbo Hengli Valve Co., Ltd.', 'seller'],
      ['Marlow Pumps Ltd.', 'buyer'],
    ]);
    expect(result.side).toBe('seller');
    expect(result.issues.map((i) => i.id)).toContain('goods.payment.term-long');
    // For the buyer, the seller's cap at 10% of the value is too low.
    const buyer = (await reviewBuffer(Buffer.from(SALES_CONFIRMATION), 'sales.txt', { side: 'buyer' })).result;
    expect(buyer.issues.map((i) => i.id)).toContain('liability.cap.low');
  });

  it('reviews a joint venture contract for the Chinese party and finds its governance and exit risks', async () => {
    const { result } = await reviewBuffer(Buffer.from(JOINT_VENTURE), 'jv.txt');
    expect(result.contractType).toBe('other');
    expect(result.reviewedFor).toEqual({ name: 'Shanghai Jinling Auto Parts Co., Ltd.', alias: 'Party A' });
    const ids = result.issues.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['jv.fundamental-matters.simple-majority', 'jv.call-option.below-value']));
    // The exit risk is Party A's: with the roles reversed it is not ours.
    const reversed = JOINT_VENTURE.replace("If Party A breaches this Contract, Party B may purchase Party A's", "If Party B breaches this Contract, Party A may purchase Party B's");
    expect((await reviewBuffer(Buffer.from(reversed), 'jv.txt')).result.issues.map((i) => i.id)).not.toContain('jv.call-option.below-value');
  });

  it('reviews for the party the user names, by label or by name, and refuses a party the contract does not name', async () => {
    const b = (await reviewBuffer(Buffer.from(JOINT_VENTURE), 'jv.txt', { party: 'Party B' })).result;
    expect(b.reviewedFor).toEqual({ name: 'Nordwerk Automotive GmbH', alias: 'Party B', chosen: true });
    expect(b.sideInferred).toBe(false);
    expect(b.sideAssumed).toBeUndefined();
    // Party B holds the call option: it is no risk of its own. The governance clause is everyone's.
    expect(b.issues.map((i) => i.id)).not.toContain('jv.call-option.below-value');
    expect(b.issues.map((i) => i.id)).toContain('jv.fundamental-matters.simple-majority');
    const byName = (await reviewBuffer(Buffer.from(JOINT_VENTURE), 'jv.txt', { party: 'jinling' })).result;
    expect(byName.reviewedFor?.alias).toBe('Party A');
    expect(byName.issues.map((i) => i.id)).toContain('jv.call-option.below-value');
    await expect(reviewBuffer(Buffer.from(JOINT_VENTURE), 'jv.txt', { party: 'Party C' })).rejects.toMatchObject({ code: 'PARTY_NOT_FOUND' });
  });

  it('reports nothing missing from a non-binding letter of intent, but checks what it says', async () => {
    const loi = [
      'LETTER OF INTENT',
      'This letter of intent is made between Harlow Medical Inc., a Delaware corporation ("Harlow"), and Wuxi Kangda Medical Equipment Co., Ltd., a company established in Wuxi, China ("Kangda").',
      '1. Purpose. Harlow proposes to appoint Kangda as the manufacturer of its infusion pumps.',
      '2. Non-binding. Except for paragraph 3, this letter is not legally binding and creates no obligation to enter into any agreement.',
      '3. Governing Law. This letter is governed by the laws of the Commonwealth of Massachusetts.',
    ].join('\n');
    const { result } = await reviewBuffer(Buffer.from(loi), 'loi.txt');
    expect(result.nonBinding).toBe(true);
    expect(result.issues.filter((i) => i.clauses.length === 0)).toEqual([]);
    expect(result.issues.map((i) => i.id)).toContain('law.foreign.chinese-party');
  });
});

describe('a bilingual contract set out side by side', () => {
  const row = (zh: string, en: string) => `<w:tr><w:tc>${para(zh)}</w:tc><w:tc>${para(en)}</w:tc></w:tr>`;
  const contract = (zhDays: string) =>
    docx(
      para('采购合同 PURCHASE CONTRACT') +
        '<w:tbl>' +
        row('甲方（买方）：宁波海曙精工机械有限公司，地址：中国浙江省宁波市', 'Party A (Buyer): Ningbo Haishu Precision Machinery Co., Ltd., Ningbo, China') +
        row('乙方（卖方）：北欧液压有限公司，地址：瑞典哥德堡', 'Party B (Seller): Nordic Hydraulics AB, Gothenburg, Sweden') +
        row(`第一条 付款。甲方应于货物到港后${zhDays}内支付全部价款欧元九十六万元。`, 'Article 1 Payment. Party A shall pay the total price of EUR 960,000 within one hundred and twenty (120) days after the Goods arrive.') +
        row('第二条 适用法律。本合同适用瑞典法律，争议应提交斯德哥尔摩商会仲裁院仲裁。', 'Article 2 Governing Law. This Contract is governed by the laws of Sweden, and disputes shall be submitted to the Arbitration Institute of the Stockholm Chamber of Commerce.') +
        '</w:tbl>',
    );

  it('reads the parties from the English cells, reviews for the Chinese buyer and quotes both versions where their figures differ', async () => {
    const { result, structure, doc } = await reviewBuffer(await contract('九十日'), 'bilingual.docx');
    expect(structure.parties.map((p) => [p.name, p.alias])).toEqual([
      ['Ningbo Haishu Precision Machinery Co., Ltd.', 'Party A'],
      ['Nordic Hydraulics AB', 'Party B'],
    ]);
    expect(result.side).toBe('buyer');
    const ids = result.issues.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining(['law.foreign.chinese-party', 'forum.foreign.chinese-party', 'language.versions.figures-differ']));
    const differ = result.issues.find((i) => i.id === 'language.versions.figures-differ')!;
    expect(differ.clauses.map((c) => doc.text.slice(c.start, c.end).slice(0, 9))).toEqual(['第一条 付款。甲方', 'Article 1']);
    const agree = (await reviewBuffer(await contract('一百二十日'), 'bilingual.docx')).result;
    expect(agree.issues.map((i) => i.id)).not.toContain('language.versions.figures-differ');
  });
});
