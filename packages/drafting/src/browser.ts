/**
 * The part of the engine a browser can load: model, expressions, questionnaire runtime, assembly and the HTML
 * renderer. DOCX, PDF and the content loader need Node and stay out of this entry.
 */
export * from './model/types.ts';
export { templateSchema, clauseLibrarySchema } from './model/schema.ts';
export { compile, references, type Compiled, type Scope } from './expr/evaluate.ts';
export { ExprError } from './expr/ast.ts';
export { capitalAmount, capitalCny, toCents } from './helpers/capital.ts';
export { figures, formatMoney, moneyFor, amountString } from './helpers/money.ts';
export { dateCn, dateEn } from './helpers/dates.ts';
export { compileTemplate, type CompiledTemplate } from './runtime/compile.ts';
export { evaluateQuestionnaire, setAnswer, CONTEXT_KEYS, type QuestionnaireState, type QuestionState, type SectionState } from './runtime/state.ts';
export { normaliseAnswer } from './runtime/normalise.ts';
export { isBiText, biForm, formsOf } from './helpers/bitext.ts';
export { assemble, AssemblyError, type AssembleOptions } from './assemble/assemble.ts';
export type { ResolvedDoc, ResolvedClause, PartyBlock } from './assemble/types.ts';
export { renderHtml, type HtmlOptions } from './render/html.ts';
export type { Layout } from './render/layout.ts';
