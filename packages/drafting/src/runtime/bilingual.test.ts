import { describe, expect, it } from 'vitest';
import { assemble } from '../assemble/assemble.ts';
import { checkTemplate } from '../check.ts';
import { isBlank } from '../expr/functions.ts';
import { biForm, inLanguage, isBiText } from '../helpers/bitext.ts';
import { fullAnswers, library, sample, sampleJson } from '../fixtures.test-helpers.ts';
import type { Answers, Question } from '../model/types.ts';
import type { Paras } from '../assemble/types.ts';
import { compileTemplate } from './compile.ts';
import { normaliseAnswer } from './normalise.ts';
import { evaluateQuestionnaire, setAnswer } from './state.ts';
import { validateAnswer } from './validate.ts';

/** The sample sale template with its goods, a place of signing and a group of lots as bilingual text questions. */
function bilingualSample(extra: Partial<Question> = {}) {
  const t = structuredClone(sampleJson);
  const deal = t.sections[1].questions;
  const goods = deal.find((q: Question) => q.id === 'goods');
  Object.assign(goods, { bilingual: true, maxLength: 40 }, extra);
  deal.push({ id: 'signPlace', type: 'text', bilingual: true, label: { cn: '签订地点', en: 'Place of signing' } });
  deal.push({
    id: 'lots', type: 'group', label: { cn: '批次', en: 'Lots' },
    items: [{ id: 'name', type: 'text', bilingual: true, required: true, label: { cn: '批次名称', en: 'Lot' } }],
  });
  t.clauses.push({
    id: 'place', title: { cn: '签订地点', en: 'Place' },
    text: { cn: '本合同于{{signPlace}}签订。批次：{{lots.name}}。', en: 'Signed at {{signPlace|upper}}. Lots: {{lots.name}}.' },
  });
  t.clauses.push({ id: 'noPlace', when: 'signPlace == null', text: { cn: '未填写地点。', en: 'No place given.' } });
  t.clauses.push({ id: 'inShanghai', when: "signPlace.en == 'Shanghai'", text: { cn: '上海条款。', en: 'Shanghai clause.' } });
  return { json: t, ct: compileTemplate(t) };
}

const plain = (paras: Paras) => paras.map((p) => p.map((s) => (s.t === 'text' ? s.v : `<${s.t}>`)).join('')).join('\n');

function clauseText(answers: Answers, id: string) {
  const { ct } = bilingualSample();
  const doc = assemble(ct, answers, { library, mode: 'preview' });
  const all = doc.clauses.flatMap((c) => [c, ...c.children]);
  const c = all.find((x) => x.id === id)!;
  return { cn: plain(c.text.cn), en: plain(c.text.en), doc };
}

describe('bilingual text answers', () => {
  it('recognises the { cn, en } shape and reads each form with a fallback', () => {
    expect(isBiText({ cn: '上海', en: 'Shanghai' })).toBe(true);
    expect(isBiText({ cn: '上海' })).toBe(false);
    expect(isBiText({ cn: '上海', en: 'Shanghai', x: 1 })).toBe(false);
    expect(isBiText({ amount: '1.00', currency: 'CNY' })).toBe(false);
    expect(biForm({ cn: '上海', en: '' }, 'en')).toBe('上海');
    expect(biForm({ cn: ' ', en: 'Shanghai' }, 'cn')).toBe('Shanghai');
    const party = { name: 'x', lots: [{ name: { cn: '甲', en: 'A' } }] };
    expect(inLanguage(party, 'en')).toEqual({ name: 'x', lots: [{ name: 'A' }] });
    const untouched = { name: 'x', price: { amount: '1.00', currency: 'CNY' } };
    expect(inLanguage(untouched, 'en')).toBe(untouched);
  });

  it('normalises an object, a plain string, and both forms empty', () => {
    const q = { id: 'p', type: 'text', bilingual: true, label: { cn: '', en: '' } } as Question;
    expect(normaliseAnswer(q, { cn: ' 上海 ', en: 'Shanghai ' })).toEqual({ cn: '上海', en: 'Shanghai' });
    expect(normaliseAnswer(q, { en: 'Shanghai' })).toEqual({ cn: '', en: 'Shanghai' });
    expect(normaliseAnswer(q, '上海 ')).toEqual({ cn: '上海', en: '' });
    expect(normaliseAnswer(q, { cn: ' ', en: '' })).toBeNull();
    expect(normaliseAnswer(q, '')).toBeNull();
    // A question that is not bilingual keeps storing strings.
    expect(normaliseAnswer({ ...q, bilingual: undefined }, ' 上海 ')).toBe('上海');
  });

  it('treats an answer with both forms empty as blank, and one form as answered', () => {
    expect(isBlank({ cn: '', en: ' ' })).toBe(true);
    expect(isBlank({ cn: '', en: 'Shanghai' })).toBe(false);
    const { ct } = bilingualSample();
    const st = evaluateQuestionnaire(ct, { ...fullAnswers, goods: { cn: '', en: '' } } as never);
    expect(st.errors.goods).toEqual([{ cn: '请回答此问题', en: 'Please answer this question' }]);
    expect(st.next).toBe('goods');
    const one = evaluateQuestionnaire(ct, { ...fullAnswers, goods: { cn: '', en: 'Industrial valves' } } as never);
    expect(one.errors.goods).toBeUndefined();
    expect(one.complete).toBe(true);
  });

  it('applies length and pattern rules to each form given, naming the form', () => {
    const q = { id: 'g', type: 'text', bilingual: true, maxLength: 5, pattern: '[^0-9]*', label: { cn: '', en: '' } } as Question;
    expect(validateAnswer(q, { cn: '工业阀门', en: '' })).toEqual([]);
    expect(validateAnswer(q, { cn: '工业阀门', en: 'Industrial valves' })).toEqual([{ cn: '英文：最多5个字符', en: 'English: At most 5 characters' }]);
    expect(validateAnswer(q, { cn: '阀门1', en: 'V2' })).toEqual([
      { cn: '中文：格式不正确', en: 'Chinese: The format is not valid' },
      { cn: '英文：格式不正确', en: 'English: The format is not valid' },
    ]);
  });

  it('asks for both forms with requireBoth, a plain string counting as the Chinese form', () => {
    const q = { id: 'g', type: 'text', bilingual: true, requireBoth: true, required: true, label: { cn: '', en: '' } } as Question;
    expect(validateAnswer(q, { cn: '阀门', en: '' })).toEqual([{ cn: '请填写英文文本', en: 'Please give the English text' }]);
    expect(validateAnswer(q, { cn: '', en: 'Valves' })).toEqual([{ cn: '请填写中文文本', en: 'Please give the Chinese text' }]);
    expect(validateAnswer(q, '阀门')).toEqual([{ cn: '请填写英文文本', en: 'Please give the English text' }]);
    expect(validateAnswer(q, { cn: '阀门', en: 'Valves' })).toEqual([]);
    expect(validateAnswer(q, null)).toEqual([{ cn: '请回答此问题', en: 'Please answer this question' }]);
  });

  it('prints each language its own form, through formatters, groups and definitions', () => {
    const answers = {
      ...fullAnswers,
      goods: { cn: '工业阀门', en: 'Industrial valves' },
      signPlace: { cn: '上海', en: 'Shanghai' },
      lots: [{ name: { cn: '第一批', en: 'first lot' } }, { name: { cn: '第二批', en: 'second lot' } }],
    };
    const { cn, en, doc } = clauseText(answers as never, 'place');
    expect(cn).toBe('本合同于上海签订。批次：第一批、第二批。');
    expect(en).toBe('Signed at SHANGHAI. Lots: first lot, second lot.');
    const defs = doc.clauses.find((c) => c.id === 'definitions')!.children.map((c) => [plain(c.text.cn), plain(c.text.en)]);
    expect(defs[0]).toEqual(['“货物”指工业阀门。', '"Goods" means Industrial valves.']);
  });

  it('falls back to the other form when one is empty, and reads plain strings as before', () => {
    const only = clauseText({ ...fullAnswers, signPlace: { cn: '上海', en: '' }, lots: [{ name: { cn: '', en: 'Lot A' } }] } as never, 'place');
    expect(only.cn).toBe('本合同于上海签订。批次：Lot A。');
    expect(only.en).toBe('Signed at 上海. Lots: Lot A.');
    const old = clauseText({ ...fullAnswers, signPlace: 'Shanghai 上海', lots: [{ name: 'Lot A' }] } as never, 'place');
    expect(old.cn).toBe('本合同于Shanghai 上海签订。批次：Lot A。');
    expect(old.en).toBe('Signed at SHANGHAI 上海. Lots: Lot A.');
    const ct = bilingualSample().ct;
    expect(evaluateQuestionnaire(ct, { ...fullAnswers, signPlace: 'Shanghai', lots: [{ name: 'Lot A' }] } as never).complete).toBe(true);
  });

  it('lets conditions see the answer object, blank when both forms are empty', () => {
    const ids = (signPlace: unknown) =>
      assemble(bilingualSample().ct, { ...fullAnswers, signPlace } as never, { library, mode: 'preview' }).clauses.map((c) => c.id);
    expect(ids({ cn: '上海', en: 'Shanghai' })).toEqual(expect.arrayContaining(['inShanghai']));
    expect(ids({ cn: '上海', en: 'Shanghai' })).not.toContain('noPlace');
    expect(ids({ cn: '上海', en: '' })).not.toContain('inShanghai');
    expect(ids({ cn: '', en: '' })).toContain('noPlace');
  });

  it('stores answers set through the runtime as objects', () => {
    const { ct } = bilingualSample();
    let a = setAnswer(ct, fullAnswers as never, 'goods', { cn: '阀门', en: ' Valves ' });
    a = setAnswer(ct, a, 'lots[0].name', 'Lot A');
    expect(a.goods).toEqual({ cn: '阀门', en: 'Valves' });
    expect((a.lots as Answers[])[0].name).toEqual({ cn: 'Lot A', en: '' });
  });

  it('refuses the flags where they mean nothing, and the checker reports it', () => {
    expect(checkTemplate(bilingualSample().json, library)).toEqual([]);
    const onNumber = bilingualSample().json;
    onNumber.sections[1].questions.find((q: Question) => q.id === 'quantity').bilingual = true;
    expect(checkTemplate(onNumber, library).join()).toMatch(/quantity: only text questions can be bilingual/);
    const bothAlone = structuredClone(sampleJson);
    bothAlone.sections[1].questions.find((q: Question) => q.id === 'goods').requireBoth = true;
    expect(checkTemplate(bothAlone, library).join()).toMatch(/goods: requireBoth needs bilingual/);
    expect(() => sample()).not.toThrow();
  });

  it('gives a party detail typed bilingually its English form in the English party block', () => {
    const t = structuredClone(sampleJson);
    t.sections[0].questions.find((q: Question) => q.id === 'seller.address').bilingual = true;
    const doc = assemble(compileTemplate(t), { ...fullAnswers, seller: { ...fullAnswers.seller, address: { cn: '上海市浦东新区世纪大道1号', en: '1 Century Avenue, Pudong, Shanghai' } } } as never, { library });
    expect(doc.parties[0].address).toBe('上海市浦东新区世纪大道1号');
    expect(doc.parties[0].en?.address).toBe('1 Century Avenue, Pudong, Shanghai');
  });
});
