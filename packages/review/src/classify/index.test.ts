import { describe, expect, it } from 'vitest';
import { CUAD_CATEGORIES, MODEL_CATEGORIES, PLAYBOOK_CATEGORIES } from './categories.ts';
import { HASH_SIZE } from './features.ts';
import { detectClauses } from './index.ts';
import { decodeModel, encodeModel, loadModel, quantize, type ModelMeta } from './model.ts';

const contract = [
  'MASTER SERVICES AGREEMENT',
  '',
  'This Master Services Agreement is entered into as of January 15, 2022 by and between Harbor Analytics, Inc. ("Harbor") and Quill Software LLC ("Quill").',
  '',
  '1. Services',
  '',
  'Quill shall provide the hosting services described in Schedule 1.',
  '',
  '2. Term',
  '',
  'The term of this Agreement is two years from the date above.',
  '',
  '3. Assignment',
  '',
  'Neither party may assign this Agreement without the prior written consent of the other party.',
  '',
  '4. Governing Law',
  '',
  'This Agreement shall be governed by and construed in accordance with the laws of the State of New York, without regard to its conflict of laws rules.',
].join('\n');

describe('clause detection', () => {
  it('loads the committed model with every CUAD category it scores', () => {
    const model = loadModel();
    expect(model.meta.categories).toEqual([...MODEL_CATEGORIES]);
    const H = model.meta.hidden.size;
    expect(model.net.w1.length).toBe(HASH_SIZE * H);
    expect(model.net.w2.length).toBe(H * MODEL_CATEGORIES.length);
    expect(model.net.b2.length).toBe(MODEL_CATEGORIES.length);
    for (const c of MODEL_CATEGORIES) {
      expect(model.meta.decisions.presence[c]).toBeDefined();
      expect(model.meta.decisions.spans[c]).toBeDefined();
    }
    expect(model.meta.decisions.threshold).toBeGreaterThan(0);
    expect(model.meta.decisions.threshold).toBeLessThan(1);
  });

  it('finds names, dates and clauses of a short contract written for this test', () => {
    const clauses = detectClauses({ text: contract, paragraphs: [] });
    const of = (cat: string) => clauses.filter((c) => c.category === cat).map((c) => contract.slice(c.start, c.end));
    expect(of('Document Name')[0]).toBe('MASTER SERVICES AGREEMENT');
    expect(of('Parties')).toEqual(expect.arrayContaining(['Harbor Analytics, Inc.', 'Harbor', 'Quill Software LLC', 'Quill']));
    // The date with the words around it, inside its sentence.
    expect(of('Agreement Date')).toHaveLength(1);
    expect(of('Agreement Date')[0]).toContain('as of January 15, 2022');
    expect(of('Governing Law').join(' ')).toContain('laws of the State of New York');
    expect(of('Anti-Assignment').join(' ')).toContain('Neither party may assign');
    expect(of('Assignment').join(' ')).toContain('Neither party may assign');
    const known = new Set<string>([...CUAD_CATEGORIES, ...PLAYBOOK_CATEGORIES]);
    for (const c of clauses) {
      expect(known.has(c.category)).toBe(true);
      expect(c.start).toBeLessThan(c.end);
      expect(c.score).toBeGreaterThanOrEqual(0);
      expect(c.score).toBeLessThanOrEqual(1);
    }
  });

  it('never returns a page number or a rule line as a clause', () => {
    const paged = contract
      .replace('3. Assignment', '-2-\n\n3. Assignment')
      .replace('without the prior written consent', 'without the prior\n\n-3-\n\nwritten consent')
      .replace('4. Governing Law', '* * *\n\n4. Governing Law');
    const clauses = detectClauses({ text: paged, paragraphs: [] });
    expect(clauses.filter((c) => c.category === 'Anti-Assignment').length).toBeGreaterThan(0);
    for (const c of clauses) expect(paged.slice(c.start, c.end)).toMatch(/[A-Za-z]/);
  });

  it('finds nothing in an empty text', () => {
    expect(detectClauses({ text: '', paragraphs: [] })).toEqual([]);
  });

  it('round-trips quantised weights', () => {
    const w1 = new Float32Array(HASH_SIZE * 2);
    w1[0] = 1.5;
    w1[3] = -0.75;
    const { bytes, scales } = quantize(w1, 2);
    const net = { hidden: 2, activation: 'tanh' as const, w1: bytes, b1: Float32Array.of(0.5, -0.5), w2: Float32Array.of(1, 2, 3, 4, 5, 6), b2: Float32Array.of(7, 8, 9) };
    const meta: ModelMeta = { format: 3, hashBits: 18, categories: ['a', 'b', 'c'], hidden: { size: 2, activation: 'tanh', scales }, decisions: { threshold: 0.5, presence: {}, spans: {} }, trainedOn: { contracts: 0, segments: 0, seed: 0 } };
    const model = decodeModel(meta, encodeModel(net));
    expect(model.net.w1[0]! * scales[0]!).toBeCloseTo(1.5, 2);
    expect(model.net.w1[3]! * scales[1]!).toBeCloseTo(-0.75, 2);
    expect([...model.net.b1]).toEqual([0.5, -0.5]);
    expect([...model.net.w2]).toEqual([1, 2, 3, 4, 5, 6]);
    expect([...model.net.b2]).toEqual([7, 8, 9]);
  });
});
