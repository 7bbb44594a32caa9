import { describe, expect, it } from 'vitest';
import { reviewBuffer } from '../worker/engine.ts';
import { summary } from './summary.ts';

const TEXT = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made on 1 March 2024 between Hangzhou Alder Co., Ltd., a company in Hangzhou, China ("Buyer"), and Birch Inc., a Delaware corporation ("Seller").',
  '1. Supply. Seller shall sell and Buyer shall buy the goods listed in Schedule 1.',
  '2. Payment. Buyer shall pay each invoice within thirty (30) days of receipt.',
  '3. Governing Law. This Agreement is governed by the laws of the State of New York.',
].join('\n');

describe('the command line summary', () => {
  it('speaks English by default and Chinese with --lang cn, with the same facts', async () => {
    const out = await reviewBuffer(Buffer.from(TEXT), 'supply.txt');
    const en = summary(out);
    expect(en).toContain('Contract type: goods');
    expect(en).toContain('Side: buyer (inferred; choose one with --side)');
    expect(en).toContain('Governing law: State of New York');
    expect(en).toMatch(/^Issues: \d+$/m);
    const cn = summary(out, 'cn');
    expect(cn).toContain('合同类型：货物买卖合同（Sale of goods）');
    expect(cn).toContain('审查立场：买方（Buyer）（根据合同文本推断；可用 --side 指定）');
    expect(cn).toContain('适用法律：State of New York');
    expect(cn).toMatch(/^风险事项：\d+ 项$/m);
    expect(cn).toContain(`[高风险] ${out.result.issues.find((i) => i.severity === 'higher')!.title.cn}`);
    // The same number of issue lines in both.
    expect(cn.split('\n').filter((l) => /^ {2}\[/.test(l)).length).toBe(out.result.issues.length);
  });

  it('names the party reviewed for when the contract gives the parties no roles', async () => {
    const text = 'JOINT VENTURE CONTRACT\nThis Contract is made between Shanghai Alder Parts Co., Ltd., a company established in Shanghai, China ("Party A"), and Birch Automotive GmbH, a company established in Germany ("Party B").\n1. Company. The Parties shall establish a company in Shanghai.\n';
    const out = await reviewBuffer(Buffer.from(text), 'jv.txt');
    expect(summary(out)).toContain('Side: Shanghai Alder Parts Co., Ltd. ("Party A"), the Chinese party (assumed: the contract gives the parties no roles');
    expect(summary(out, 'cn')).toContain('审查立场：Shanghai Alder Parts Co., Ltd.（“Party A”），即中方当事人（默认：合同未载明双方角色，按中方当事人审查）');
    const chosen = await reviewBuffer(Buffer.from(text), 'jv.txt', { party: 'Party B' });
    expect(summary(chosen)).toContain('Side: Birch Automotive GmbH ("Party B"), your party (chosen with --party)');
    expect(summary(chosen, 'cn')).toContain('审查立场：Birch Automotive GmbH（“Party B”），即贵方（用 --party 指定）');
  });
});
