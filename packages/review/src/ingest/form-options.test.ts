import { describe, expect, it } from 'vitest';
import { paragraphSpans } from './builder.ts';
import { chosenParagraphs, isFilledForm } from './form-options.ts';
import { playbookParagraphs } from '../playbook/pieces.ts';

const lines = (text: string, spans: readonly { start: number; end: number }[]) => spans.map((s) => text.slice(s.start, s.end));

describe('filled-in forms', () => {
  const form = ['Type of agreement:', '[X] Mutual', '[ ] One-way', 'On termination:', '[ ] Return all copies', '[x] Destroy all copies'].join('\n');

  it('drop the options left unticked once a box is ticked', () => {
    expect(isFilledForm(form)).toBe(true);
    expect(lines(form, chosenParagraphs(form, paragraphSpans(form)))).toEqual(['Type of agreement:', '[X] Mutual', 'On termination:', '[x] Destroy all copies']);
  });

  it('keep every line of a blank form, and read "(x)" as a list item, not a ticked box', () => {
    const blank = ['[ ] Mutual', '[ ] One-way'].join('\n');
    expect(lines(blank, chosenParagraphs(blank, paragraphSpans(blank)))).toEqual(['[ ] Mutual', '[ ] One-way']);
    const list = ['(ix) the ninth item;', '(x) the tenth item;', '[ ] an empty box'].join('\n');
    expect(isFilledForm(list)).toBe(false);
  });

  it('are read by the playbook without their unticked options', () => {
    expect(lines(form, playbookParagraphs(form, paragraphSpans(form)))).not.toContain('[ ] Return all copies');
  });
});
