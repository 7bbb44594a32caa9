import { describe, expect, it } from 'vitest';
import { CUES, cueMatrix, cuesIn } from './cues.ts';
import { MODEL_CATEGORIES } from './categories.ts';

describe('legal cues', () => {
  it('has a cue for every category the model scores', () => {
    for (const c of MODEL_CATEGORIES) expect(CUES[c], c).toBeInstanceOf(RegExp);
  });

  it('recognises wording written for this test', () => {
    expect(cuesIn('Neither party shall make any statement that would disparage the other.')).toContain('Non-Disparagement');
    expect(cuesIn('The vendor shall deposit the source code with an escrow agent.')).toContain('Source Code Escrow');
    expect(cuesIn('Grantor hereby grants to the user a non-transferable licence to run the tool.')).toEqual(
      expect.arrayContaining(['License Grant', 'Non-Transferable License']),
    );
    expect(cuesIn('The crates are painted blue.')).toEqual([]);
  });

  it('counts an exclusion of consequential damages as limiting liability, and a promise not to challenge title as not suing', () => {
    expect(cuesIn('In no event shall either party be liable for any indirect or consequential damages.')).toContain('Cap on Liability');
    expect(cuesIn('The licensee shall not attack the validity of the licensed marks.')).toContain('Covenant Not to Sue');
  });

  it('takes exclusive dealing, not the exclusive jurisdiction or remedy, nor a non-exclusive grant, as exclusivity', () => {
    expect(cuesIn('Distributor shall be the exclusive distributor of the products in the territory.')).toContain('Exclusivity');
    expect(cuesIn('The courts of Utopia shall have exclusive jurisdiction.')).not.toContain('Exclusivity');
    expect(cuesIn('Owner grants a non-exclusive right to use the logo.')).not.toContain('Exclusivity');
  });

  it('takes a commission paid, not the Securities and Exchange Commission, as revenue sharing', () => {
    expect(cuesIn('Agent shall receive a commission of ten percent of each sale.')).toContain('Revenue/Profit Sharing');
    expect(cuesIn('The Company filed the report with the Securities and Exchange Commission.')).not.toContain('Revenue/Profit Sharing');
  });

  it('takes minimum guarantees and shortfalls as commitments, and selling off remaining inventory as post-termination', () => {
    expect(cuesIn('Licensee shall pay a minimum annual guarantee of one million dollars.')).toContain('Minimum Commitment');
    expect(cuesIn('After expiry the distributor may sell off its remaining inventory for ninety days.')).toContain('Post-Termination Services');
  });

  it('reads a non-transferable licence whose hyphen a line end broke, and a licence without the right to sublicense', () => {
    expect(cuesIn('Owner grants a non- transferable licence to use the software.')).toContain('Non-Transferable License');
    expect(cuesIn('The licence does not include the right to grant sublicenses.')).toContain('Non-Transferable License');
  });

  it('takes a named beneficiary, not the usual denial of third-party rights, as the beneficiary cue', () => {
    expect(cuesIn('The Lender shall be an intended third party beneficiary of this Section.')).toContain('Third Party Beneficiary');
    expect(cuesIn('No Third Party Beneficiaries. Nothing herein confers any right on any other person.')).not.toContain('Third Party Beneficiary');
  });

  it('builds a segment-by-category matrix', () => {
    const text = 'Fees are due monthly. This deal is governed by the laws of Utopia.';
    const m = cueMatrix(text, [{ start: 0, end: 21 }, { start: 22, end: text.length }], ['Governing Law', 'Insurance']);
    expect([...m]).toEqual([0, 0, 1, 0]);
  });
});
