import { describe, expect, it } from 'vitest';
import { CUAD_CATEGORIES, MODEL_CATEGORIES, PLAYBOOK_CATEGORIES } from './categories.ts';
import { HASH_SIZE } from './features.ts';
import { detectClauses } from './index.ts';
import { decodeModel, encodeModel, loadModel, quantize } from './model.ts';

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
    expect(model.weights.length).toBe(HASH_SIZE * MODEL_CATEGORIES.length);
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
    expect(of('Agreement Date')).toEqual(['January 15, 2022']);
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

  it('finds nothing in an empty text', () => {
    expect(detectClauses({ text: '', paragraphs: [] })).toEqual([]);
  });

  it('round-trips quantised weights', () => {
    const w = new Float32Array(HASH_SIZE * 2);
    w[0] = 1.5;
    w[3] = -0.75;
    const { bytes, scales } = quantize(w, 2);
    const meta = { format: 2 as const, hashBits: 18, categories: ['a', 'b'], scales, decisions: { threshold: 0.5, presence: {}, spans: {} }, trainedOn: { contracts: 0, segments: 0, seed: 0 } };
    const model = decodeModel(meta, encodeModel(bytes));
    expect(model.weights[0]! * scales[0]!).toBeCloseTo(1.5, 2);
    expect(model.weights[3]! * scales[1]!).toBeCloseTo(-0.75, 2);
  });
});
