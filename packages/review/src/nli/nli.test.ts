import { describe, expect, it } from 'vitest';
import { answerNli, STATEMENT_IDS } from './index.ts';
import { loadNliModel } from './model.ts';
import { nliSegments } from './segments.ts';
import { asInput, SAMPLE_NDA, UNRELATED_TEXT } from './fixtures.test-helpers.ts';

const answer = (text: string, id: string) => answerNli(asInput(text)).find((a) => a.hypothesis === id)!;

describe('NDA statement model', () => {
  it('loads the committed weights for the 17 statements', () => {
    const { meta, spanWeights } = loadNliModel();
    expect(meta.statements).toEqual(STATEMENT_IDS);
    expect(STATEMENT_IDS).toHaveLength(17);
    expect(spanWeights.length).toBe((1 << meta.hashBits) * 17);
    for (const id of STATEMENT_IDS) expect(meta.decision[id]).toHaveLength(3);
  });
});

describe('answerNli', () => {
  it('answers every statement once, with evidence inside the text for Entailment and Contradiction', () => {
    const answers = answerNli(asInput(SAMPLE_NDA));
    expect(answers.map((a) => a.hypothesis)).toEqual(STATEMENT_IDS);
    for (const a of answers) {
      if (a.label === 'NotMentioned') expect(a.evidence).toEqual([]);
      else expect(a.evidence.length).toBeGreaterThan(0);
      for (const e of a.evidence) expect(e.start >= 0 && e.end <= SAMPLE_NDA.length && e.end > e.start).toBe(true);
    }
  });

  it('finds a clear Entailment and quotes the sentence that says it', () => {
    const a = answer(SAMPLE_NDA, 'nda-11');
    expect(a.label).toBe('Entailment');
    expect(a.evidence.map((e) => SAMPLE_NDA.slice(e.start, e.end)).join(' ')).toMatch(/reverse engineer/);
  });

  it('finds a clear Contradiction: information defined as business and financial, not only technical', () => {
    const a = answer(SAMPLE_NDA, 'nda-2');
    expect(a.label).toBe('Contradiction');
    expect(a.evidence.map((e) => SAMPLE_NDA.slice(e.start, e.end)).join(' ')).toMatch(/means all business, financial/);
  });

  it('says NotMentioned for a statement the NDA is silent on, and for text on another subject', () => {
    expect(answer(SAMPLE_NDA, 'nda-18').label).toBe('NotMentioned');
    const off = answerNli(asInput(UNRELATED_TEXT));
    expect(off.every((a) => a.label === 'NotMentioned')).toBe(true);
    const withoutReverse = SAMPLE_NDA.split('\n').filter((l) => !/reverse engineer/.test(l)).join('\n');
    expect(answer(withoutReverse, 'nda-11').label).toBe('NotMentioned');
  });

  it('answers in well under 100 ms for a short NDA once the model is loaded', () => {
    loadNliModel();
    const t0 = performance.now();
    answerNli(asInput(SAMPLE_NDA.repeat(10)));
    expect(performance.now() - t0).toBeLessThan(100);
  });
});

describe('nliSegments', () => {
  it('skips headings, keeps list items whole and gives them the sentence that opens the list', () => {
    const text = '1. Definitions\nConfidential Information includes:\n(a) plans and forecasts;\n(b) drawings and samples.';
    const segs = nliSegments(text);
    expect(segs.map((s) => text.slice(s.start, s.end))).toEqual(['Confidential Information includes:', '(a) plans and forecasts;', '(b) drawings and samples.']);
    expect(segs[0]!.heading).toBe('definitions');
    expect(text.slice(segs[2]!.lead!.start, segs[2]!.lead!.end)).toBe('Confidential Information includes:');
  });
});
