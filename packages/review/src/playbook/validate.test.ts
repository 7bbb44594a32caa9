import { describe, expect, it } from 'vitest';
import { parsePlaybook, PlaybookError } from './load.ts';

/** The validator refuses what would make an issue silently wrong, naming the file and the issue. */
function issue(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: 'sample.clause.missing',
    families: ['goods'],
    severity: { buyer: 'medium' },
    title: { cn: '示例', en: 'Sample' },
    detect: { missing: { headings: ['sample'] } },
    advice: { cn: '建议增加示例条款。' },
    alternative: { default: 'Sample clause.' },
    tests: [
      { side: 'buyer', fires: true, text: 'one' },
      { side: 'buyer', fires: false, text: 'two' },
    ],
    ...over,
  };
}

function load(...files: Record<string, unknown>[][]) {
  return parsePlaybook(files.map((issues, i) => ({ name: `f${i}.json`, json: JSON.stringify({ issues }) })));
}

function refusal(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(PlaybookError);
    return (e as Error).message;
  }
  throw new Error('expected a refusal');
}

describe('playbook validator', () => {
  it('accepts a well-formed issue', () => {
    expect(load([issue()]).issues.map((i) => [i.id, i.file])).toEqual([['sample.clause.missing', 'f0.json']]);
  });

  it('refuses a duplicate id across files, naming both files', () => {
    expect(refusal(() => load([issue()], [issue()]))).toBe('f1.json: issue "sample.clause.missing": duplicate id (already in f0.json)');
  });

  it('refuses a side without a quiet test, and one without a firing test', () => {
    const noQuiet = issue({ tests: [{ side: 'buyer', fires: true, text: 'x' }] });
    expect(refusal(() => load([noQuiet]))).toBe('f0.json: issue "sample.clause.missing": tests: no quiet test for side "buyer"');
    const seller = issue({ severity: { buyer: 'medium', seller: 'lower' } });
    expect(refusal(() => load([seller]))).toMatch(/no firing test for side "seller"/);
  });

  it('counts a test given for several sides for each of them', () => {
    const both = issue({
      severity: { buyer: 'medium', seller: 'lower' },
      tests: [
        { sides: ['buyer', 'seller'], fires: true, text: 'x' },
        { sides: ['buyer', 'seller'], fires: false, text: 'y' },
      ],
    });
    expect(load([both]).issues).toHaveLength(1);
  });

  it('refuses unknown sides, families, categories, facts and sides foreign to the families', () => {
    expect(refusal(() => load([issue({ severity: { shopper: 'medium' } })]))).toMatch(/unknown side "shopper"/);
    expect(refusal(() => load([issue({ families: ['lease'] })]))).toMatch(/unknown family "lease"/);
    expect(refusal(() => load([issue({ severity: { licensor: 'medium' } })]))).toMatch(/side "licensor" belongs to none of the families goods/);
    expect(refusal(() => load([issue({ detect: { missing: { categories: ['Cap On Liabilty'] } } })]))).toMatch(
      /detect\.missing\.categories\[0\]: unknown category "Cap On Liabilty"/,
    );
    expect(refusal(() => load([issue({ detect: { fact: 'weather' } })]))).toMatch(/unknown fact "weather"/);
  });

  it('accepts category names in any case', () => {
    expect(load([issue({ detect: { missing: { categories: ['cap on liability', 'Force Majeure'] } } })]).issues).toHaveLength(1);
  });

  it('refuses a bad regex with its source and place', () => {
    const bad = issue({ detect: { present: { patterns: ['\\bok', '(unclosed'] } } });
    expect(refusal(() => load([bad]))).toMatch(/detect\.present\.patterns\[1\]: bad regex \/\(unclosed\//);
    const badTest = issue({ detect: { present: { headings: ['x'] }, where: { number: { re: '\\d+ days', gt: 3 } } } });
    expect(refusal(() => load([badTest]))).toMatch(/needs a capture group/);
  });

  it('refuses a category pattern with no categories to filter, or a bad one', () => {
    expect(refusal(() => load([issue({ detect: { missing: { headings: ['x'], categoryPattern: 'law' } } })]))).toMatch(/categoryPattern: needs categories/);
    const bad = issue({ detect: { missing: { categories: ['Governing Law'], categoryPattern: '(law' } } });
    expect(refusal(() => load([bad]))).toMatch(/categoryPattern: bad regex/);
  });

  it('refuses missing Chinese advice, a missing alternative for a side, and unknown fields', () => {
    expect(refusal(() => load([issue({ advice: { en: 'only English' } })]))).toMatch(/advice\.cn: required/);
    expect(refusal(() => load([issue({ alternative: { seller: 'x' } })]))).toMatch(/alternative: key "seller"/);
    expect(refusal(() => load([issue({ alternative: {} })]))).toMatch(/no clause for side "buyer"/);
    expect(refusal(() => load([issue({ severity: { buyer: 'high' } })]))).toMatch(/severity\.buyer: one of higher, medium, lower/);
    expect(refusal(() => load([issue({ remedy: 'x' })]))).toMatch(/unknown field "remedy"/);
    expect(refusal(() => load([issue({ detect: { present: { headings: ['x'] }, when: { re: 'y' } } })]))).toMatch(/unknown field "when"/);
  });

  it('refuses a file that is not { issues: [...] }', () => {
    expect(refusal(() => parsePlaybook([{ name: 'x.json', json: '[]' }]))).toBe('x.json: expected { "issues": [ ... ] }');
    expect(refusal(() => parsePlaybook([{ name: 'x.json', json: '{' }]))).toMatch(/^x\.json: not valid JSON/);
  });
});
