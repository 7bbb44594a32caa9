import { describe, expect, it } from 'vitest';
import { isBespokeWork, operativeStart } from './bespoke-work.ts';

const doc = (text: string) => ({ text });

describe('bespoke work', () => {
  it('starts the operative text after recitals, and at the top without them', () => {
    const t = 'X AGREEMENT\nWHEREAS, A has a consulting agreement with B;\nNOW, THEREFORE, the parties agree as follows:\n1. Services.';
    expect(operativeStart(t)).toBe(t.indexOf('NOW'));
    expect(operativeStart('X AGREEMENT\n1. The parties agree as follows: ...')).toBe(0);
  });

  it('is work made to order when its words come up twice in the operative text', () => {
    expect(isBespokeWork(doc('SERVICES AGREEMENT\n1. Provider shall deliver the Deliverables in Schedule 1.\n2. Client shall accept each Deliverable.'))).toBe(true);
    expect(isBespokeWork(doc('SERVICES AGREEMENT\n1. Provider shall perform the services in each statement of work.\n2. Fees are set by the statement of work.'))).toBe(true);
  });

  it('is work made to order when the contract is named for it', () => {
    expect(isBespokeWork(doc('CONSULTING AGREEMENT\n1. The Consultant shall advise the Company on request.'))).toBe(true);
  });

  it('is not for one incidental mention', () => {
    expect(isBespokeWork(doc('HOSTING AGREEMENT\n1. Provider hosts the site.\n2. Provider warrants that any deliverables do not infringe.'))).toBe(false);
  });

  it('leaves out another agreement named in the recitals or the body', () => {
    const t =
      'HOSTING AGREEMENT\nWHEREAS, the parties have signed a Web Design and Consulting Agreement of even date;\nNOW, THEREFORE, the parties agree as follows:\n' +
      '1. Provider hosts the site.\n2. This Agreement ends with the Consulting Agreement.';
    expect(isBespokeWork(doc(t))).toBe(false);
  });

  it('is not a sponsorship, nor an advertising deal that names no project work', () => {
    expect(isBespokeWork(doc('SPONSORSHIP AGREEMENT\nThe sponsorship benefits include deliverables and more deliverables.'))).toBe(false);
    expect(isBespokeWork(doc('This Advertising Agreement: Provider shall develop the software and build the software platform.'))).toBe(false);
    expect(isBespokeWork(doc('This Advertising Agreement: Provider shall deliver the Deliverables; Client accepts the Deliverables.'))).toBe(true);
  });
});
