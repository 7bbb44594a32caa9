import type { Doc } from '../types.ts';
import { titleOf } from '../structure/contract-type.ts';

/**
 * Whether a services deal is work made to order (deliverables, work product, milestones, statements of work,
 * development, consulting, outsourcing, project work) rather than a standing service (hosting, sponsorship,
 * advertising, administration). Issues about acceptance, work-product ownership, key personnel, change control
 * and the client's dependencies only make sense for the former.
 *
 * One mention is not enough: "deliverables" in a warranty, or a consulting agreement the recitals name, says little
 * about what this contract buys. The work counts when its words come up twice in the operative text (after the
 * recitals), or once in the contract's own title.
 */
const SIGNALS = [
  /\bdeliverables?\b/,
  /\bwork\s+product\b/,
  /\bmilestones?\b/,
  /\b(?:develop|design|build|implement|customi[sz]e|configure|create)\w*\b(?!\s+(?:rights?|patents?|registrations?|by|derivative)\b)(?:,?\s+(?:and\s+|or\s+)?(?:develop|design|build|implement|customi[sz]e|configure|create|test|deliver|install|integrate|host|maintain)\w*)*[^.,;()]{0,80}\b(?:software|system|website|web\s+site|application|platform|solution|reports?|designs?|models?)\b/,
  /\bstatements?\s+of\s+work\b/,
  /\bconsult(?:ing|ancy)\b/,
  /["“(]\s*(?:the\s+)?consultant\s*["”)]/,
  /\bas\s+(?:an?\s+|the\s+)?(?:independent\s+)?consultant\b/,
  /\bconsultant\s+(?:shall|will|agrees|hereby)\b/,
  /\boutsourc(?:e|es|ed|ing)\b[^.]{0,80}\b(?:services|functions?|operations|processes|activities|work)\b|\boutsourcing\s+(?:agreement|services|arrangement|relationship|provider)\b|\boutsourc(?:e|es|ed)\s+to\b/,
  /\bprofessional\s+services\b/,
  /\bimplementation\b/,
  /\bproject\s+(?:plan|manager|management|team)\b/,
];
const ANY_SIGNAL = new RegExp(SIGNALS.map((r) => `(?:${r.source})`).join('|'), 'gi');

/** Another agreement named by its kind ("the Consulting Agreement between ..."): not what this one buys. */
const OTHER_AGREEMENT = /^(?:[\w-]+\s+){0,2}(?:services\s+)?agreements?\b/i;

/** A sponsorship or endorsement sells exposure, not work. */
const SPONSORSHIP = /\b(?:sponsorship|endorsement)\s+(?:agreement|rights|benefits|fees?|package)\b/i;
/** A co-branding or advertising deal sells placement, unless it also names the work of a project. */
const PLACEMENT = /\b(?:co-?brand(?:ing|ed)|advertising)\s+agreement\b/i;
const PROJECT_WORK = /\bdeliverables?\b|\bwork\s+product\b|\bmilestones?\b|\bstatements?\s+of\s+work\b|\bconsult(?:ing|ancy)\b|\bprofessional\s+services\b|\bproject\s+(?:plan|manager|management|team)\b|\bacceptance\s+(?:tests?|testing|criteria)\b/i;

/** Where the operative text begins: after "NOW, THEREFORE" or "agree as follows" when the recitals come first. */
export function operativeStart(text: string): number {
  const head = text.slice(0, Math.min(text.length, 20_000));
  const m = /\bNOW,?\s+THEREFORE\b|\bagree\s+as\s+follows\b/i.exec(head);
  return m && /\bW\s?HEREAS\b|\bRECITALS\b|\bBACKGROUND\b/i.test(head.slice(0, m.index)) ? m.index : 0;
}

/** How many mentions of work made to order `text` has from `from` on, names of other agreements left out. */
function workMentions(text: string, from: number): number {
  let n = 0;
  ANY_SIGNAL.lastIndex = from;
  let m: RegExpExecArray | null;
  while ((m = ANY_SIGNAL.exec(text)) !== null) {
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 40).trimStart();
    if (!/^consult/i.test(m[0]) || !OTHER_AGREEMENT.test(after)) n++;
  }
  return n;
}

export function isBespokeWork(doc: Pick<Doc, 'text'>): boolean {
  const { text } = doc;
  if (SPONSORSHIP.test(text)) return false;
  if (PLACEMENT.test(text) && !PROJECT_WORK.test(text)) return false;
  const title = titleOf(text);
  ANY_SIGNAL.lastIndex = 0;
  if (title && ANY_SIGNAL.test(title)) return true;
  return workMentions(text, operativeStart(text)) >= 2;
}
