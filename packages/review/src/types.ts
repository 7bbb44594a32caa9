/**
 * Shared shapes of the review engine: the ingested document, spans into its text, detected clauses and the
 * structured result printed by the command line (see README.md). Offsets are JavaScript string indices into
 * `Doc.text`; for a .txt file that text is the file's content exactly, so offsets are indices into the file.
 */

export interface Span {
  start: number;
  end: number;
}

export type SourceKind = 'txt' | 'docx' | 'doc' | 'pdf';

/**
 * One run of `Doc.text` and where it came from. Text between segments (separators the ingest inserted, such as
 * the newline between two paragraphs) has no segment. Within a segment, `text[start + k]` is source character
 * `offset + k` of the unit the segment names (a .txt file, a Word paragraph, a PDF text item).
 */
export interface SourceSegment extends Span {
  /** .pdf: 1-based page number. */
  page?: number;
  /** .docx: the part the paragraph lives in, e.g. 'word/document.xml'. */
  part?: string;
  /** .docx: index of the <w:p> element among all paragraphs of `part`, in document order (tables included). */
  paragraph?: number;
  /** Character offset in the source unit where this segment starts (paragraph text for .docx, file for .txt). */
  offset?: number;
  /** .pdf: position of the first glyph on the page, in PDF points from the bottom-left corner. */
  x?: number;
  y?: number;
  /** True when the text is rendered by the ingest and not stored as characters (automatic Word numbering). */
  generated?: boolean;
}

export interface SourceMap {
  kind: SourceKind;
  segments: SourceSegment[];
}

/** A heading found in the text: a numbered or titled line that opens a section. */
export interface Heading extends Span {
  /** Depth: 1 for "1." / "Article I" / "SECTION 1", 2 for "1.1" / "(a)", and so on. */
  level: number;
  /** Number as written ("1.2", "IV", "(a)"), absent for an unnumbered title. */
  number?: string;
  /** Title words without the number (may be empty for a numbered paragraph with no title). */
  title: string;
}

/** A section: its heading and the text up to the next heading of the same or a higher level. */
export interface Section extends Span {
  heading: Heading;
}

export interface Doc {
  /** The text the engine reads: body paragraphs joined by '\n' (tables row by row, cells separated by '\t'). */
  text: string;
  source: SourceKind;
  map: SourceMap;
  /** Non-empty paragraphs of `text`, in order, without their trailing newline. */
  paragraphs: Span[];
  headings: Heading[];
  /** Page count when the format has pages (.pdf). */
  pages?: number;
  /** Text of headers and footers (.docx), kept apart from the body. */
  headersFooters?: string[];
  /** Non-fatal notes about the ingest (e.g. 'repeated page headers removed'). */
  warnings?: string[];
}

/** What clause detection needs from a document. */
export interface ClauseInput {
  text: string;
  paragraphs: Span[];
}

export interface Clause extends Span {
  /** One of CUAD_CATEGORIES, or one of the engine's own categories (e.g. 'Indemnification'). */
  category: string;
  score?: number;
}

export const CONTRACT_TYPES = [
  'goods',
  'services',
  'license',
  'distribution',
  'nda-mutual',
  'nda-unilateral',
  'other',
] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

export const SIDES = [
  'buyer',
  'seller',
  'provider',
  'client',
  'licensor',
  'licensee',
  'disclosing',
  'receiving',
  'mutual',
] as const;
export type Side = (typeof SIDES)[number];

export type Severity = 'higher' | 'medium' | 'lower';

export interface Issue {
  id: string;
  severity: Severity;
  title: { cn: string; en: string };
  advice: { cn: string; en?: string };
  alternative: { en: string };
  /** The clauses the issue is about; empty for a missing clause (then `anchor` says where it belongs). */
  clauses: Span[];
  anchor?: Span;
}

export type NliLabel = 'Entailment' | 'Contradiction' | 'NotMentioned';

export interface NliAnswer {
  /** ContractNLI statement id, 'nda-1' ... 'nda-20'. */
  hypothesis: string;
  label: NliLabel;
  evidence: Span[];
}

/** Key terms read from the text (see src/structure). Every span points into `Doc.text`. */
export interface DefinedTerm extends Span {
  term: string;
  /** Span of the definition sentence or parenthetical. */
  definition: Span;
}

export interface Party extends Span {
  name: string;
  /** Short name the contract uses for the party ("Licensee", "ABC"), when defined. */
  alias?: string;
  /** Role word found near the party ("Seller", "Distributor"), lower case. */
  role?: string;
}

export interface DateFact extends Span {
  kind: 'agreement' | 'effective';
  /** ISO date (yyyy-mm-dd) when the text names a full date. */
  iso?: string;
}

export interface TermFact extends Span {
  /** Initial term as written in numbers, e.g. { years: 3 }. */
  duration?: { years?: number; months?: number; days?: number };
  autoRenewal: boolean;
  renewal?: { years?: number; months?: number; days?: number };
  /** Notice to stop a renewal, in days. */
  nonRenewalNoticeDays?: number;
  /** The renewal sentence, with the notice to stop it when that follows (only when the contract renews itself). */
  renewalSpan?: Span;
}

export interface GoverningLawFact extends Span {
  /** Jurisdiction as written ("the State of New York", "England and Wales", "the People's Republic of China"). */
  jurisdiction: string;
}

export interface AmountFact extends Span {
  currency: string;
  /** Amount in the currency's main unit (dollars, yuan), as a number. */
  value: number;
}

export interface Structure {
  title?: Span & { text: string };
  sections: Section[];
  definitions: DefinedTerm[];
  parties: Party[];
  dates: DateFact[];
  term?: TermFact;
  governingLaw?: GoverningLawFact;
  amounts: AmountFact[];
}

/** The JSON document of `npm run -s review -- <file> --json`. */
export interface ReviewResult {
  file: string;
  chars: number;
  ms: number;
  contractType: ContractType;
  side: Side | null;
  /** True when the side was inferred from the text rather than given. */
  sideInferred: boolean;
  /**
   * True when no side could be read from the text either (no party's role or Chinese identity shows it): the family's
   * first side was reviewed, and the user should choose.
   */
  sideAssumed?: boolean;
  /**
   * When the side was assumed but one party was taken to be the user's (the one Chinese party of a deal whose roles
   * do not place the parties, such as Party A of a joint venture): that party, which the report names instead of
   * the assumed side's role word.
   */
  reviewedFor?: { name: string; alias?: string; /** The user named this party (`party` option); else it was assumed. */ chosen?: boolean };
  /**
   * True when the document amends or supplements another agreement: its missing-clause checks are skipped, since
   * the clauses may stand in the agreement it amends.
   */
  amendment?: boolean;
  /**
   * True for a letter of intent, memorandum of understanding or term sheet that says it does not bind: its
   * missing-clause checks are skipped as an amendment's are, and what it does say (exclusivity, confidentiality,
   * governing law) is still checked.
   */
  nonBinding?: boolean;
  clauses: Clause[];
  issues: Issue[];
  nli?: NliAnswer[];
}
