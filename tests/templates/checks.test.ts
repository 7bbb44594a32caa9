import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluateQuestionnaire, loadTemplateContent, type Answers } from '@lexbridge/drafting';

/**
 * Cross-answer checks of the content templates: each check is broken on a copy of an answer set by answers written
 * out below, and the questionnaire must then show the check's message on the question it names and refuse to
 * complete. Every check of every template needs an entry here, so a new check cannot go untested.
 */
const ROOT = join(import.meta.dirname, '../../content/templates');
const content = loadTemplateContent(ROOT);

interface Break {
  template: string;
  check: string;
  /** The answer set the breaking answers are applied to. */
  set: string;
  why: string;
  breakIt: (a: Answers) => void;
}

// Answer sets are plain JSON objects: the breaking functions reach into them directly.
type Rec = Record<string, any>;

const BREAKS: Break[] = [
  {
    template: 'jv-agreement', check: 'boardOfThree', set: 'sample', why: 'two directors on a board',
    breakIt: (a: Rec) => { a.boardType = 'board'; a.shareholders[0].directors = 1; a.shareholders[1].directors = 1; },
  },
  {
    template: 'jv-agreement', check: 'chineseAndForeign', set: 'sample', why: 'no foreign party',
    breakIt: (a: Rec) => { a.shareholders[1].foreign = false; a.shareholders[1].regNo = '91310115MA1H7R2K5C'; },
  },
  {
    template: 'jv-agreement', check: 'chineseAndForeign', set: 'sample', why: 'no Chinese party',
    breakIt: (a: Rec) => { a.shareholders[0].foreign = true; a.shareholders[0].country = 'Singapore'; a.shareholders[0].companyNo = '201912345K'; },
  },
  {
    template: 'equity-purchase', check: 'instalmentsTotal', set: 'domestic-court', why: 'instalments adding up to 90%',
    breakIt: (a: Rec) => { a.instalments[2].pct = 10; },
  },
  {
    template: 'equity-purchase', check: 'instalmentsTotal', set: 'domestic-court', why: 'instalments adding up to 110%',
    breakIt: (a: Rec) => { a.instalments[0].pct = 40; },
  },
  {
    template: 'equity-purchase', check: 'unpaidCurrency', set: 'sample-domestic', why: 'unpaid capital in another currency',
    breakIt: (a: Rec) => { a.unpaidAmount = { amount: '200000.00', currency: 'USD' }; },
  },
  {
    template: 'equity-purchase', check: 'unpaidWithinSaleCapital', set: 'sample-domestic', why: 'unpaid capital above 60% of CNY 10 million',
    breakIt: (a: Rec) => { a.unpaidAmount = { amount: '6000000.01', currency: 'CNY' }; },
  },
  {
    template: 'equity-purchase', check: 'baseDateBeforeSigning', set: 'sample-domestic', why: 'base date after signing',
    breakIt: (a: Rec) => { a.baseDate = '2025-05-21'; },
  },
  {
    template: 'equity-purchase', check: 'longstopAfterSigning', set: 'sample-domestic', why: 'long-stop date on the signing date',
    breakIt: (a: Rec) => { a.longstopDate = a.signDate; },
  },
  {
    template: 'sale-of-goods', check: 'deliveryAfterSigning', set: 'sample-domestic', why: 'delivery before signing',
    breakIt: (a: Rec) => { a.deliveryDate = '2025-03-17'; },
  },
  {
    template: 'purchase-of-goods', check: 'deliveryAfterSigning', set: 'sample-domestic', why: 'delivery before signing',
    breakIt: (a: Rec) => { a.deliveryDate = '2025-03-31'; },
  },
  {
    template: 'services-agreement', check: 'periodOrder', set: 'sample-domestic', why: 'end date before the start date',
    breakIt: (a: Rec) => { a.endDate = '2025-04-14'; },
  },
  {
    template: 'part-time-employment', check: 'endAfterStart', set: 'domestic-fixed-period', why: 'end date on the start date',
    breakIt: (a: Rec) => { a.endDate = a.startDate; },
  },
];

function entryOf(id: string) {
  const entry = content.templates.get(id);
  if (!entry) throw new Error(`no template ${id}`);
  return entry;
}

function answersOf(id: string, set: string): Answers {
  const found = entryOf(id).answerSets.find((s) => s.name === set);
  if (!found) throw new Error(`no answer set ${id}/${set}`);
  return structuredClone(found.answers);
}

describe('cross-answer checks', () => {
  it('every check of every template is broken below at least once', () => {
    const declared = [...content.templates.values()].flatMap((e) => (e.compiled.template.checks ?? []).map((c) => `${e.id}/${c.id}`));
    const broken = new Set(BREAKS.map((b) => `${b.template}/${b.check}`));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.filter((c) => !broken.has(c))).toEqual([]);
  });

  for (const b of BREAKS) {
    it(`${b.template}: ${b.check} catches ${b.why}`, () => {
      const entry = entryOf(b.template);
      const check = entry.compiled.template.checks?.find((c) => c.id === b.check);
      expect(check, `check ${b.check}`).toBeDefined();
      const before = evaluateQuestionnaire(entry.compiled, answersOf(b.template, b.set));
      expect(before.errors[check!.path] ?? []).not.toContainEqual(check!.message);

      const answers = answersOf(b.template, b.set);
      b.breakIt(answers);
      const after = evaluateQuestionnaire(entry.compiled, answers);
      expect(after.errors[check!.path]).toContainEqual(check!.message);
      expect(after.complete).toBe(false);
      const question = after.sections.flatMap((s) => s.questions).find((q) => q.path === check!.path);
      expect(question?.errors).toContainEqual(check!.message);
    });
  }

  it('the instalment total waits until every instalment has its percentage', () => {
    const entry = entryOf('equity-purchase');
    const answers = answersOf('equity-purchase', 'domestic-court') as Rec;
    answers.instalments[2].pct = 10;
    delete answers.instalments[1].pct;
    const st = evaluateQuestionnaire(entry.compiled, answers);
    const check = entry.compiled.template.checks!.find((c) => c.id === 'instalmentsTotal')!;
    expect(st.errors.instalments ?? []).not.toContainEqual(check.message);
  });
});
