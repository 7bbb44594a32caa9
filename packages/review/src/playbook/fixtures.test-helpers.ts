/** The supply contract the engine's and the role tests read: a Chinese buyer, a US supplier, one-sided clauses. */
import { paragraphSpans } from '../ingest/builder.ts';
import { analyzeStructure } from '../structure/index.ts';

export const CONTRACT = [
  'SUPPLY AGREEMENT',
  'This Supply Agreement is made between Northwind Trading Co., Ltd., a company organized under the laws of the People\'s Republic of China, with its address in Suzhou ("NWT"), and Blue Harbor Inc., a Delaware corporation ("Supplier").',
  '1. Supply. Supplier shall sell and NWT shall buy the products listed in Schedule 1.',
  '2. Indemnity. NWT shall indemnify and hold harmless Supplier against all claims arising from the resale of the products.',
  '3. Payment. NWT shall pay each invoice within sixty (60) days of receipt. Supplier may charge interest on late payments.',
  '4. Term. This Agreement shall continue for an initial term of two (2) years and shall automatically renew for successive one (1) year periods unless either party gives ninety (90) days prior written notice of non-renewal.',
  '5. Governing Law. This Agreement shall be governed by the laws of the State of New York.',
  'IN WITNESS WHEREOF, the parties have executed this Agreement.',
].join('\n');
export const doc = { text: CONTRACT, paragraphs: paragraphSpans(CONTRACT) };
export const structure = analyzeStructure(doc);
export const at = (s: { start: number; end: number }) => CONTRACT.slice(s.start, s.end);
