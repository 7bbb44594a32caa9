import type { ContractType, NliLabel, Severity, Side } from '../types.ts';

/**
 * The review playbook as written in `content/review-playbook/*.json` (format: that folder's README.md).
 * These are the shapes of the files; `load.ts` validates them and compiles their regular expressions.
 */

/** Where the clause(s) an issue is about are found: the union of classifier categories, headings and patterns. */
export interface Finder {
  /** Clause categories from the classifier (CUAD names or the engine's own), compared without regard to case. */
  categories?: string[];
  /**
   * Regex source (case-insensitive) a classifier clause must match to count. The model's category is loose
   * evidence that a clause exists: a compliance clause naming "the laws of the PRC" is no choice of law.
   */
  categoryPattern?: string;
  /** Regex sources (case-insensitive) tested on section heading titles: the whole section counts. */
  headings?: string[];
  /** Regex sources (case-insensitive) tested on each paragraph: the paragraph counts. */
  patterns?: string[];
}

/** A comparison of a number read from a span. At least one bound; all given bounds must hold. */
export interface NumberTest {
  /** Regex whose first capture group is the number ("sixty (60) days" and "sixty days" both read as 60). */
  re: string;
  gt?: number;
  gte?: number;
  lt?: number;
  lte?: number;
}

/** A test on the text of one span. */
export type Test =
  | { re: string }
  | { number: NumberTest }
  | { all: Test[] }
  | { any: Test[] }
  | { not: Test };

/** Key facts of the contract structure a `fact` detection can look at. */
export const FACTS = [
  'governingLaw',
  'term',
  'autoRenewal',
  'parties',
  'chineseParty',
  'selfChinese',
  'otherChinese',
  'mainlandParty',
  'selfMainland',
  'otherMainland',
  'chineseUser',
  'mainlandUser',
  'domestic',
  'noGoods',
  'noBespokeWork',
  'jointVentureCompany',
  'equityTransfer',
  'versionsDiffer',
] as const;
export type FactName = (typeof FACTS)[number];

/** When an issue fires. */
export type Detect =
  | { missing: Finder }
  | { present: Finder; where?: Test; whereNone?: Test }
  | { fact: FactName; where?: Test; whereNone?: Test }
  /** The answer to a ContractNLI statement; `where` / `whereNone` test its evidence as they test found spans. */
  | { nli: string; label: NliLabel; where?: Test; whereNone?: Test }
  | { all: Detect[] }
  | { any: Detect[] }
  | { not: Detect }
  /** Fires when its Detect fires, quoting nothing: a condition inside `all` (the deal's kind) that is not the risk. */
  | { if: Detect };

/** A test text of an issue: a short contract on which the issue must fire (or stay quiet) for the side(s). */
export interface PlaybookTest {
  /** One side, or `sides` for the same text reviewed for several sides. */
  side?: Side;
  sides?: Side[];
  fires: boolean;
  /** `{self}` and `{other}` become the role words of the side and of the other side before the review. */
  text: string;
  contractType?: ContractType;
}

export interface PlaybookIssue {
  id: string;
  families: ContractType[];
  severity: Partial<Record<Side, Severity>>;
  title: { cn: string; en: string };
  detect: Detect;
  advice: { cn: string; en?: string };
  adviceBySide?: Partial<Record<Side, { cn: string; en?: string }>>;
  /** Alternative English clause per side; "default" for the sides without their own. */
  alternative: Partial<Record<Side | 'default', string>>;
  anchor?: Finder;
  basis?: string;
  tests: PlaybookTest[];
}

export interface PlaybookFile {
  issues: PlaybookIssue[];
}

/** A loaded issue: the JSON plus the file it came from. */
export interface LoadedIssue extends PlaybookIssue {
  file: string;
}

export interface Playbook {
  dir: string;
  issues: LoadedIssue[];
}

export const SEVERITIES: readonly Severity[] = ['higher', 'medium', 'lower'];
export const NLI_LABELS: readonly NliLabel[] = ['Entailment', 'Contradiction', 'NotMentioned'];
