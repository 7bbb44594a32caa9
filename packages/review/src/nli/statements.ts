/**
 * The 17 ContractNLI statements an NDA review answers (ids as in the ContractNLI hypotheses file), in a fixed
 * order: the models store one output per statement in this order.
 */
export const STATEMENTS = [
  { id: 'nda-1', en: 'All Confidential Information shall be expressly identified by the Disclosing Party.' },
  { id: 'nda-2', en: 'Confidential Information shall only include technical information.' },
  { id: 'nda-3', en: 'Confidential Information may include verbally conveyed information.' },
  { id: 'nda-4', en: 'Receiving Party shall not use any Confidential Information for any purpose other than the purposes stated in Agreement.' },
  { id: 'nda-5', en: "Receiving Party may share some Confidential Information with some of Receiving Party's employees." },
  { id: 'nda-7', en: 'Receiving Party may share some Confidential Information with some third-parties (including consultants, agents and professional advisors).' },
  { id: 'nda-8', en: 'Receiving Party shall notify Disclosing Party in case Receiving Party is required by law, regulation or judicial process to disclose any Confidential Information.' },
  { id: 'nda-10', en: 'Receiving Party shall not disclose the fact that Agreement was agreed or negotiated.' },
  { id: 'nda-11', en: "Receiving Party shall not reverse engineer any objects which embody Disclosing Party's Confidential Information." },
  { id: 'nda-12', en: 'Receiving Party may independently develop information similar to Confidential Information.' },
  { id: 'nda-13', en: 'Receiving Party may acquire information similar to Confidential Information from a third party.' },
  { id: 'nda-15', en: 'Agreement shall not grant Receiving Party any right to Confidential Information.' },
  { id: 'nda-16', en: 'Receiving Party shall destroy or return some Confidential Information upon the termination of Agreement.' },
  { id: 'nda-17', en: 'Receiving Party may create a copy of some Confidential Information in some circumstances.' },
  { id: 'nda-18', en: "Receiving Party shall not solicit some of Disclosing Party's representatives." },
  { id: 'nda-19', en: 'Some obligations of Agreement may survive termination of Agreement.' },
  { id: 'nda-20', en: 'Receiving Party may retain some Confidential Information even after the return or destruction of Confidential Information.' },
] as const;

export type StatementId = (typeof STATEMENTS)[number]['id'];

export const STATEMENT_IDS: readonly string[] = STATEMENTS.map((s) => s.id);

/** Answer classes of the per-statement decision, in the order the decision model stores them. */
export const LABELS = ['NotMentioned', 'Entailment', 'Contradiction'] as const;
