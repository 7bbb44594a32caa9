/** Bilingual text: every string a user or a contract reader sees exists in both languages. */
export interface Bi {
  cn: string;
  en: string;
}

export type Lang = 'cn' | 'en';
export type Scene = 'domestic' | 'entry' | 'exit';
export type QuestionType = 'text' | 'number' | 'money' | 'date' | 'single' | 'multiple' | 'yesno' | 'group';

export interface ChoiceOption {
  value: string;
  label: Bi;
}

/** Per-rule messages replace the engine's defaults (locales/{cn,en}/drafting.json). */
export interface ValidationMessages {
  required?: Bi;
  min?: Bi;
  max?: Bi;
  minLength?: Bi;
  maxLength?: Bi;
  pattern?: Bi;
  minItems?: Bi;
  maxItems?: Bi;
}

export interface Question {
  /** Dotted ids nest answers: `seller.name` is stored as answers.seller.name. */
  id: string;
  type: QuestionType;
  label: Bi;
  help?: Bi;
  when?: string;
  required?: boolean;
  options?: ChoiceOption[];
  min?: number;
  max?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  /**
   * Only for `text`: the answer is typed in both languages and stored as `{ cn, en }`; Chinese text prints the
   * Chinese form and English text the English form, each falling back to the other when it is empty.
   */
  bilingual?: boolean;
  /** Only with `bilingual`: both forms must be given. */
  requireBoth?: boolean;
  currencies?: string[];
  messages?: ValidationMessages;
  /** Only for `group`: the sub-questions asked once per item. */
  items?: Question[];
  minItems?: number;
  maxItems?: number;
  itemLabel?: Bi;
}

export interface Section {
  id: string;
  title: Bi;
  help?: Bi;
  when?: string;
  questions: Question[];
}

export interface Computed {
  id: string;
  expr: string;
}

export interface Repeat {
  over: string;
  as?: string;
}

/** `generate` clauses get their text from the engine (defined terms, prevailing language). */
export type Generated = 'definitions' | 'prevailing';

export interface Clause {
  id: string;
  title?: Bi;
  text?: Bi;
  when?: string;
  repeat?: Repeat;
  use?: string;
  generate?: Generated;
  numbered?: boolean;
  children?: Clause[];
}

export interface DefinedTerm {
  id: string;
  term: Bi;
  definition: Bi;
  when?: string;
}

export interface PartySpec {
  role: Bi;
  /** Path to an object answer (name, address, legalRep, regNo, idNo) or to a group of them. */
  from: string;
  /** A natural person (an employee): identified by an ID document number (idNo), signs personally, no seal. */
  person?: boolean;
}

export interface TemplateMeta {
  id: string;
  nameCn: string;
  nameEn: string;
  category: string;
  scenes: Scene[];
  languages: Lang[];
  version?: string;
  intro?: Bi;
  usage?: Bi;
  minutes?: number;
}

/** A reviewer's note: the statute article the clauses rely on (e.g. "Labor Contract Law Art. 19"). */
export interface TemplateNote {
  clauses: string[];
  cite: string;
  note?: string;
}

/** A rule across answers; when `rule` is false, `message` is shown on the question at `path`. */
export interface Check {
  id: string;
  rule: string;
  path: string;
  message: Bi;
  when?: string;
}

export interface Template {
  meta: TemplateMeta;
  checks?: Check[];
  notes?: TemplateNote[];
  sections: Section[];
  computed?: Computed[];
  terms?: DefinedTerm[];
  parties?: PartySpec[];
  /** Answer path holding 'cn' | 'en' | 'equal'; defaults to `prevailingLanguage`. */
  prevailingAnswer?: string;
  preamble?: Bi;
  clauses: Clause[];
}

/** Clauses shared by templates, referenced by `use: <id>`. */
export type ClauseLibrary = Record<string, Clause>;

/**
 * Money answers keep the amount as a decimal string with two decimals ("100000.00"):
 * exact for capital numerals, free of binary rounding, and readable in stored JSON.
 */
export interface Money {
  amount: string;
  currency: string;
}

export type AnswerValue = string | number | boolean | null | Money | AnswerValue[] | { [k: string]: AnswerValue };
export type Answers = Record<string, AnswerValue>;
