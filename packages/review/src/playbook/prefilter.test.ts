import { describe, expect, it } from 'vitest';
import { loadPlaybook } from './load.ts';
import { requiredLiterals } from './prefilter.ts';
import { expandRoles, expandTestText, SIDE_WORDS } from './roles.ts';

describe('literal prefilter', () => {
  it('finds the strings every match must contain', () => {
    expect(requiredLiterals('\\bforce\\s+majeure\\b')).toEqual(['majeure']);
    expect(requiredLiterals('\\bacts?\\s+of\\s+god\\b')).toEqual(['god']);
    expect(requiredLiterals('\\d+\\s*days|notice')).toEqual(['days', 'notice']);
    expect(requiredLiterals('\\b(?:indemnif|hold\\s+harmless)')).toEqual(['indemnif', 'harmless']);
    expect(requiredLiterals('\\bsupplier[’\']s\\s+liability')).toEqual(['supplier’s', "supplier's"]);
    expect(requiredLiterals('\\bterminat\\w*\\b[^.]{0,200}\\b(?:breach|default)')).toEqual(['terminat']);
    expect(requiredLiterals('(?<!non-)\\bexclusive\\b')).toEqual(['exclusive']);
  });

  it('gives up rather than guess', () => {
    expect(requiredLiterals('\\d+\\s*(?:days)?|notice')).toBeNull();
    expect(requiredLiterals('ab')).toBeNull();
    expect(requiredLiterals('(?:ab)?c')).toBeNull();
    expect(requiredLiterals('.*')).toBeNull();
    expect(requiredLiterals('[a-z]+ing')).toEqual(['ing']);
    expect(requiredLiterals('[a-z]+in')).toBeNull();
  });

  it('never rules out a text that a playbook pattern matches', () => {
    const roles = { self: [...SIDE_WORDS.seller, 'Alder'], other: [...SIDE_WORDS.buyer, 'Birch'] };
    const sources = new Set<string>();
    const walk = (x: unknown): void => {
      if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === 'object') {
        for (const [k, v] of Object.entries(x)) {
          if ((k === 'patterns' || k === 'headings') && Array.isArray(v)) v.forEach((s) => sources.add(s as string));
          else if (k === 're' && typeof v === 'string') sources.add(v);
          else walk(v);
        }
      }
    };
    const playbook = loadPlaybook();
    const texts: string[] = [];
    for (const issue of playbook.issues) {
      walk(issue.detect);
      for (const t of issue.tests) texts.push(...t.text.split('\n').map((l) => expandTestText(l, 'seller', 'goods')));
      texts.push(...Object.values(issue.alternative).flatMap((a) => (a ?? '').split(/(?<=\.)\s+/)));
    }
    let checked = 0;
    for (const src of sources) {
      const expanded = expandRoles(src, roles);
      const need = requiredLiterals(expanded);
      if (!need) continue;
      const re = new RegExp(expanded, 'i');
      for (const t of texts) {
        if (!re.test(t)) continue;
        checked++;
        const lower = t.toLowerCase();
        expect(need.some((l) => lower.includes(l)), `/${src}/ matches ${JSON.stringify(t.slice(0, 80))} but needs ${need.join('|')}`).toBe(true);
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Every pattern against every test line: about a second alone, several on a loaded machine.
  }, 60_000);
});
