import { describe, expect, it } from 'vitest';
import { fullAnswers, sample } from '../fixtures.test-helpers.ts';
import { checkTemplate } from '../check.ts';
import { compile } from '../expr/evaluate.ts';
import { ExprError } from '../expr/ast.ts';
import { library, sampleJson } from '../fixtures.test-helpers.ts';
import { evaluateQuestionnaire, setAnswer } from './state.ts';
import { compileTemplate } from './compile.ts';
import { assemble } from '../assemble/assemble.ts';

describe('expressions', () => {
  it('evaluates paths, operators and functions, and reports positions', () => {
    const scope = (n: string) => (({ a: 2, list: [{ x: 1 }, { x: 4 }], d: '2026-01-31' }) as Record<string, unknown>)[n];
    expect(compile('a * 3 + 1 == 7 and not (a > 5)').run(scope)).toBe(true);
    expect(compile('sum(list.x)').run(scope)).toBe(5);
    expect(compile('sumProduct(list.x, [2.5, 0.1])').run(scope)).toBe(2.9);
    expect(compile('list[1].x in [4, 5]').run(scope)).toBe(true);
    expect(compile("addMonths(d, 1)").run(scope)).toBe('2026-02-28');
    expect(compile('capitalCny(100000)').run(scope)).toBe('人民币壹拾万元整');
    expect(() => compile('a + * 2')).toThrow(ExprError);
    expect(() => compile('evil(1)')).toThrow(/unknown function "evil" at position 1/);
  });
});

describe('questionnaire runtime', () => {
  it('applies conditions, progress and next question, and keeps hidden answers', () => {
    const ct = sample();
    let a = setAnswer(ct, fullAnswers as never, 'payMethod', 'once');
    let st = evaluateQuestionnaire(ct, a);
    expect(st.sections[1].questions.map((q) => q.path)).not.toContain('instalments');
    expect(st.effective.instalments).toBeUndefined();
    expect((a as Record<string, unknown>).instalments).toHaveLength(2);
    a = setAnswer(ct, a, 'payMethod', 'instalments');
    st = evaluateQuestionnaire(ct, a);
    expect(st.effective.instalments).toHaveLength(2);
    expect(st.complete).toBe(true);
    expect(st.computed.instalmentTotal).toBe(100000);
    a = setAnswer(ct, a, 'instalments[1].days', '');
    st = evaluateQuestionnaire(ct, a);
    expect(st.next).toBe('instalments[1].days');
    expect(st.progress.answered).toBe(st.progress.required - 1);
  });

  it('validates in both languages and normalises answers', () => {
    const ct = sample();
    let a = setAnswer(ct, fullAnswers as never, 'quantity', '0');
    a = setAnswer(ct, a, 'price', { amount: '1,250.5', currency: 'usd' });
    a = setAnswer(ct, a, 'signDate', '2026/11/2');
    const st = evaluateQuestionnaire(ct, a);
    expect(st.errors.quantity).toEqual([{ cn: '不能小于1', en: 'Must be at least 1' }]);
    expect(st.effective.price).toEqual({ amount: '1250.50', currency: 'USD' });
    expect(st.effective.signDate).toBe('2026-11-02');
    const bad = evaluateQuestionnaire(ct, setAnswer(ct, a, 'seller.regNo', 'x'));
    expect(bad.errors['seller.regNo'][0].en).toBe('Must be 18 digits or capital letters');
  });

  it('checks templates for unknown variables, clause ids and cycles', () => {
    expect(checkTemplate(sampleJson, library)).toEqual([]);
    const broken = structuredClone(sampleJson);
    broken.clauses[1].children[0].text.cn = '{{nope}}[[missing]]';
    broken.computed.push({ id: 'x', expr: 'y' }, { id: 'y', expr: 'x' });
    expect(checkTemplate(broken, library)[0]).toMatch(/cycle/);
    broken.computed.splice(-2);
    expect(checkTemplate(broken, library)).toEqual([
      'clause qty: unknown variable "nope"',
      'clause qty: unknown clause id "missing" in a cross-reference',
    ]);
  });
});

describe('context answers', () => {
  it('keeps the scene readable by conditions although no question asks it', () => {
    const ct = sample();
    const withScene = { ...(fullAnswers as object), scene: 'exit' } as never;
    const st = evaluateQuestionnaire(ct, withScene);
    expect(st.effective.scene).toBe('exit');
    expect(checkTemplate({ meta: sampleJson.meta, sections: [{ id: 's', title: { cn: '甲', en: 'A' }, questions: [
      { id: 'x', type: 'text', when: "scene == 'entry'", label: { cn: '甲', en: 'A' } }] }], clauses: [] }, library)).toEqual([]);
  });
});

describe('checks across answers', () => {
  it('puts a failed rule on its question, stays silent while undecided, and blocks completion', () => {
    const json = { ...sampleJson, checks: [{ id: 'split', rule: 'sum(instalments.amount) == price', path: 'instalments',
      message: { cn: '分期金额之和应等于合同总价', en: 'The instalments must add up to the total price' } }] };
    const ct = compileTemplate(json);
    const good = evaluateQuestionnaire(ct, fullAnswers as never);
    expect(good.errors.instalments).toBeUndefined();
    const bad = evaluateQuestionnaire(ct, { ...fullAnswers, price: { amount: '90000.00', currency: 'CNY' } } as never);
    expect(bad.errors.instalments).toEqual([json.checks[0].message]);
    expect(bad.complete).toBe(false);
    const q = bad.sections.flatMap((s) => s.questions).find((x) => x.path === 'instalments')!;
    expect(q.errors).toContainEqual(json.checks[0].message);
    const undecided = evaluateQuestionnaire(ct, { ...fullAnswers, price: null } as never);
    expect(undecided.errors.instalments).toBeUndefined();
    expect(() => compileTemplate({ ...json, checks: [{ ...json.checks[0], path: 'nowhere' }] })).toThrow(/no question at nowhere/);
  });
});

describe('money answers being typed', () => {
  it('treats a money answer without an amount as blank in preview and validation, and unreadable text as a wrong number', () => {
    const ct = sample();
    const doc = assemble(ct, { ...fullAnswers, price: { amount: '', currency: 'CNY' } } as never, { library, mode: 'preview' });
    expect(doc.missing).toContain('price');
    const st = evaluateQuestionnaire(ct, { ...fullAnswers, price: { amount: '', currency: 'CNY' } } as never);
    expect(st.errors.price?.[0].en).toBe('Please answer this question');
    const typed = evaluateQuestionnaire(ct, { ...fullAnswers, price: { amount: '12x', currency: 'CNY' } } as never);
    expect(typed.errors.price?.[0].en).toMatch(/number/i);
  });
});
