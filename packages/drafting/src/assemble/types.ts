import type { Bi, TemplateMeta } from '../model/types.ts';
import type { Segment } from '../text/segments.ts';

/** One language's text of a clause: paragraphs of segments. */
export type Paras = Segment[][];

export interface ResolvedClause {
  id: string;
  /** 0 = article, 1 = clause (1.1), 2 = item ((a)). */
  level: number;
  /** Final number path after conditions, e.g. [5, 2]; null for an unnumbered paragraph. */
  number: number[] | null;
  label: Bi | null;
  title?: Bi;
  text: { cn: Paras; en: Paras };
  children: ResolvedClause[];
}

export interface PartyBlock {
  role: Bi;
  name: string;
  address?: string;
  legalRep?: string;
  regNo?: string;
  /** ID card or passport number of a natural person. */
  idNo?: string;
  /** Signs personally: the signature block has no seal and no representative line. */
  person?: boolean;
  /** English forms answered as nameEn / addressEn / legalRepEn: the English text uses them. */
  en?: { name?: string; address?: string; legalRep?: string };
}

export interface ResolvedDoc {
  meta: TemplateMeta;
  title: Bi;
  preamble: { cn: Paras; en: Paras } | null;
  parties: PartyBlock[];
  clauses: ResolvedClause[];
  /** Answer paths whose placeholders had no value (blanks in a preview; an error in a final render). */
  missing: string[];
}
