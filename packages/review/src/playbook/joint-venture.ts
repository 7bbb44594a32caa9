import type { Doc, Span, Structure } from '../types.ts';
import { nextPartyStart, partyDescription } from '../structure/party-description.ts';

/**
 * Whether the contract sets up or governs a company with a registered capital, the parties being its shareholders:
 * the joint venture contracts the Company Law issues are written for. "Registered capital" is the PRC Company Law's
 * own term (a US or Indian joint venture speaks of authorised, paid-up or share capital), so it marks a Chinese
 * company; it must be the company's capital, not a party's (forms describe a party by its registered capital), and
 * the contract must speak of a venture or of forming the company.
 *
 * The span is the first paragraph outside the parties' descriptions that names the registered capital.
 */
const VENTURE =
  /\bjoint\s+venture\b|\b(?:establish|set\s+up|incorporat|form)\w*\s+(?:a|the)\s+(?:new\s+)?(?:limited\s+liability\s+|joint\s+stock\s+)?(?:company|enterprise)\b|\bshareholders['’]?\s+meeting\b|\bcontribut\w*\s+(?:to\s+)?(?:the\s+)?(?:\w+\s+)?registered\s+capital\b/i;
const CAPITAL = /\bregistered\s+capital\b/i;
const LABEL_LINE = /^\s*registered\s+capital\s*[:\uff1a]/i;

export function jointVentureCompany(doc: Pick<Doc, 'text' | 'paragraphs'>, structure: Pick<Structure, 'parties'>): Span[] {
  const { text, paragraphs } = doc;
  if (!CAPITAL.test(text) || !VENTURE.test(text)) return [];
  const parties = structure.parties.filter((p) => p.start >= 0);
  const described = parties.map((p) => partyDescription(text, p, nextPartyStart(parties, p, text.length)));
  for (const p of paragraphs) {
    const para = text.slice(p.start, p.end);
    const m = CAPITAL.exec(para);
    if (!m) continue;
    const at = p.start + m.index;
    // A form's "Registered capital: RMB 10,000,000" line describes a party; the company's capital is set by a clause.
    if (LABEL_LINE.test(para) || described.some((d) => at >= d.start && at < d.end)) continue;
    return [p];
  }
  return [];
}
