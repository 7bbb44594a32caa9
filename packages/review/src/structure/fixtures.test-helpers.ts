import { paragraphSpans } from '../ingest/builder.ts';
import { analyzeStructure } from './index.ts';

/** The structure of a plain test text, its paragraphs split as ingest splits them. */
export const structureOf = (text: string) => analyzeStructure({ text, paragraphs: paragraphSpans(text) });
