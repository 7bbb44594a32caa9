/** Short NDA texts written for the tests (no sentence comes from a real contract). */
import { paragraphSpans } from '../ingest/builder.ts';
import type { Span } from '../types.ts';
import { ruleVerdict } from './combine.ts';
import { firstVerdict, ruleHits } from './rules.ts';
import { nliSegments } from './segments.ts';

export const SAMPLE_NDA = [
  'MUTUAL NON-DISCLOSURE AGREEMENT',
  'This Agreement is made between Harbor Lantern Ltd. and Quiet Orchard Inc. (each a "Party").',
  '1. Definition',
  '"Confidential Information" means all business, financial, commercial and technical information, customer lists, pricing and plans disclosed by one Party to the other, whether in writing or orally.',
  '2. Obligations',
  'The Receiving Party shall use the Confidential Information solely for the purpose of evaluating the proposed collaboration.',
  'The Receiving Party may disclose Confidential Information only to its employees who need to know it for that purpose and who are bound by duties of confidence.',
  'The Receiving Party shall not reverse engineer, decompile or disassemble any samples or software provided by the Disclosing Party.',
  '3. Exceptions',
  'These obligations do not apply to information that is independently developed by the Receiving Party without use of the Confidential Information.',
  '4. Return of Information',
  'Upon termination of this Agreement, the Receiving Party shall promptly return or destroy all Confidential Information in its possession.',
  '5. Term',
  'The obligations of confidentiality shall survive the termination of this Agreement for a period of three (3) years.',
].join('\n');

/** A text about something else entirely: no statement is spoken to. */
export const UNRELATED_TEXT = [
  'GARDEN MAINTENANCE SCHEDULE',
  'The lawn is mowed every Tuesday between April and October.',
  'Hedges are trimmed twice a year, in May and in September.',
].join('\n');

export function asInput(text: string): { text: string; paragraphs: Span[] } {
  return { text, paragraphs: paragraphSpans(text) };
}

/** The rules' verdict on one statement for a short text written for the test. */
export function ruleVerdictOn(id: string, text: string): string | null {
  const { paragraphs } = asInput(text);
  const h = ruleHits(text, nliSegments(text, paragraphs), [id])[0]!;
  return ruleVerdict(h, firstVerdict(id));
}
