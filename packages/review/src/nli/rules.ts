/**
 * What a lawyer looks for on each statement, as explicit patterns in general drafting language: the wording that
 * makes a statement true (Entailment) and the wording that makes it false (Contradiction). A pattern is matched
 * against one sentence, with the sentence that opens its list in front of a list item ("The Recipient shall not:
 * (c) copy ..."). The decision reads which verdicts fired and, for the statements where cross-validation shows the
 * rules are the sharper signal, lets a verdict that fires stand over the learned answer.
 */
import type { NliSegment } from './segments.ts';

export type RuleVerdict = 'Entailment' | 'Contradiction';

interface Rule {
  verdict: RuleVerdict;
  /** Every pattern must match the sentence. */
  all: RegExp[];
  /** None of these may match it. */
  none?: RegExp[];
}

/** The defined term of an NDA's protected information, as drafted in most agreements. */
const CI = /\b(?:confidential|proprietary|evaluation|secret)\s+(?:information|materials?)\b|\b(?:the|such)\s+information\b|\bCI\b/i;
const DEFINES = /\b(?:means|shall\s+mean|includes?|shall\s+include|is\s+defined|refers?\s+to|shall\s+(?:apply|consist)|consists?\s+of)\b/i;
const BUSINESS = /\bbusiness|\bfinancial|\bfinances\b|\bcommercial|\bmarketing|\bcustomers?\b|\bclients?\b|\bpric(?:ing|es)\b|\bsuppliers?\b|\bpersonnel|\bstrateg|\bforecasts?|\bprofits?\b|\bsales\b|\bemployees?\b|\baffairs\b|\bbudgets?\b|\bany\s+(?:and\s+all\s+)?information\b|\ball\s+information\b/i;
const TECHNICAL = /\btechnical|\bscientific|\bengineering|\bknow-?how|\btrade\s+secrets?|\binventions?|\bformula|\bspecifications?|\bsoftware|\bsource\s+code|\bdesigns?\b|\bdrawings?\b|\bdata\b/i;
const NOT = /\b(?:shall|will|must|may|do|does|can)\s+not\b|\bagrees?\s+not\b|\bundertakes?\s+not\b|\bnot\s+to\b|\bneither\b|\bnor\b|\bprohibit/i;
const EXCEPT = /\bexcept|\bunless\b|\bother\s+than\b|\bsave\s+(?:as|for)\b|\bprovided\s*,?\s*(?:however|that)\b/i;
const ADVISERS = /\bconsultants?\b|\badvis[eo]rs?\b|\bagents?\b|\bcontractors?\b|\brepresentatives?\b|\battorneys?\b|\bcounsel\b|\blawyers?\b|\baccountants?\b|\baffiliates?\b|\bauditors?\b|\bsubsidiar|\bbankers?\b|\blenders?\b|\bthird\s+part(?:y|ies)\b/i;
const DISCLOSE = /\bdisclos|\bdisseminat|\bcommunicat|\breveal|\bmake\s+available|\bprovide\b|\baccess\b|\btransmit|\bshare\b/i;
const RETURN = /\breturn|\bdestr(?:oy|uction)|\bdelet|\berase|\bexpunge|\bdeliver(?:ed)?\s+(?:up\s+)?(?:to|all)|\bdispos/i;
const COPY = /\bcop(?:y|ies|ying)\b|\breproduc|\bduplicat|\bphotocop/i;

const RULES: Record<string, Rule[]> = {
  // Expressly identified: protection only for what is marked or designated; contradicted by "whether or not marked".
  'nda-1': [
    { verdict: 'Contradiction', all: [/whether\s+or\s+not\s+(?:\w+\s+){0,3}(?:marked|designated|identified|labell?ed)|regardless\s+of\s+whether\s+(?:\w+\s+){0,4}(?:marked|designated|identified|labell?ed)|need\s+not\s+be\s+(?:\w+\s+){0,2}(?:marked|designated|identified|labell?ed)|(?:not|no)\s+(?:so\s+)?(?:marked|designated|identified|labell?ed)\b[^.;]{0,80}\b(?:nature|reasonabl|circumstances)|(?:by\s+(?:its|their)\s+nature|ought\s+reasonably|reasonably\s+(?:be\s+)?(?:understood|expected|considered|deemed|regarded))[^.;]{0,60}\bconfidential/i] },
    { verdict: 'Entailment', all: [/\b(?:marked|labell?ed|designated|identified|stamped|legend)\b[^.;]{0,60}\b(?:as\s+)?(?:["“']?confidential|["“']?proprietary|secret)|\bconfirm\w*\s+(?:in\s+writing|as\s+confidential)|\b(?:reduced\s+to|summari[sz]ed\s+in)\s+writ/i] },
  ],
  // Only technical information: contradicted when the definition reaches business, financial or any information.
  'nda-2': [
    { verdict: 'Contradiction', all: [CI, DEFINES, BUSINESS] },
    { verdict: 'Entailment', all: [CI, DEFINES, TECHNICAL], none: [BUSINESS] },
  ],
  'nda-3': [{ verdict: 'Entailment', all: [/\boral(?:ly)?\b|\bverbal(?:ly)?\b|\bspoken\b|\bvisual(?:ly)?\b|\bin\s+any\s+(?:form|medium|manner)\b/i, /\binformation\b|\bdisclos/i] }],
  'nda-4': [
    { verdict: 'Entailment', all: [/\buse[sd]?\b|\butili[sz]/i, /\b(?:solely|only|exclusively)\s+(?:for|in\s+connection\s+with|to)\b|\bfor\s+any\s+(?:other\s+)?purpose\s+other\s+than|\bexcept\s+for\s+the\s+purpose|\bfor\s+(?:the|any)\s+purpose\s+(?:other\s+than|except)/i] },
  ],
  'nda-5': [{ verdict: 'Entailment', all: [/\bemployees?\b|\bstaff\b|\bpersonnel\b|\bofficers\b/i, DISCLOSE, /\bneed\s+to\s+know|\bonly\s+to\b|\bexcept\s+to\b|\bmay\s+(?:\w+\s+){0,2}disclos|\blimited\s+to\b|\bto\s+those\s+of\s+its\b|\bpermit/i] }],
  // Sharing with third parties: entailed when advisers or representatives may receive it; contradicted when
  // disclosure is confined to the party's own employees or barred to any third party without an exception.
  'nda-7': [
    { verdict: 'Entailment', all: [ADVISERS, DISCLOSE, /\bmay\b|\bonly\s+to\b|\bexcept\s+(?:to|for)\b|\bother\s+than\b|\blimited\s+to\b|\bto\s+those\s+of\s+(?:its|their|your)\b|\bpermit|\bentitled|\bneed\s+to\s+know/i], none: [/\bnot\s+(?:be\s+)?(?:include|deemed)|\bcontractor\s+(?:and|shall)/i] },
    { verdict: 'Contradiction', all: [/\bnot\b[^.;]{0,80}\b(?:disclos|reveal|divulg|make\s+available|communicat)\w*[^.;]{0,80}\b(?:any\s+third\s+part|any\s+(?:other\s+)?person|anyone|any\s+other\s+party)/i], none: [EXCEPT] },
    { verdict: 'Contradiction', all: [/\bonly\s+to\s+(?:those\s+(?:of\s+)?)?(?:its\s+|their\s+|such\s+)?(?:\w+\s+){0,2}employees\b/i], none: [ADVISERS] },
  ],
  'nda-8': [{ verdict: 'Entailment', all: [/\brequired\s+by\s+(?:law|regulation|statute)|\bsubpoena|\bcourt\s+order|\bjudicial|\blegal\s+process|\bcompelled|\bgovernmental|\brequested\s+or\s+required|\boperation\s+of\s+law/i, /\bnotif|\bnotice\b|\binform\b|\badvise\b|\bprotective\s+order/i] }],
  'nda-10': [{ verdict: 'Entailment', all: [/(?:existence|nature|terms|fact|content|status)\s+(?:and\s+\w+\s+)?of\s+(?:this|the)\s+(?:agreement|discussions?|negotiations?|transaction|evaluation)|\bdiscussions?\s+(?:are|is|have)\s+(?:taking|taken|been)|\bnegotiations?\s+(?:are|have)\s+(?:taking|taken|been)|\bfact\s+that\b[^.;]{0,80}\b(?:discussions?|negotiations?|evaluati|information\s+has\s+been)/i, /\bnot\b|\bconfiden|\bsecret/i] }],
  'nda-11': [{ verdict: 'Entailment', all: [/reverse[-\s]?engineer|decompil|disassembl/i, NOT] }],
  'nda-12': [{ verdict: 'Entailment', all: [/\bindependent(?:ly)?\s+(?:develop|creat|conceiv|generat|deriv)|\bdevelop(?:ed|s)?\s+(?:\w+\s+){0,3}independent/i] }],
  'nda-13': [{ verdict: 'Entailment', all: [/\bthird\s+part(?:y|ies)\b|\bother\s+sources?\b|\bfrom\s+a\s+(?:source|person)\b|\bsource\s+other\s+than/i, /\breceiv|\bobtain|\bacquir|\bfurnish|\bbecomes?\s+available|\bpossession/i] }],
  'nda-15': [{ verdict: 'Entailment', all: [/\blicen[cs]e|\bright,?\s+title|\bgrant(?:s|ed|ing)?\b[^.;]{0,60}\bright|\bownership|\bproperty\s+of\b|\bremains?\s+(?:the\s+)?(?:sole\s+)?(?:and\s+exclusive\s+)?property/i, /\bno\b|\bnot\b|\bnothing\b|\bremains?\b|\bshall\s+be\b|\bis\s+and\s+shall/i] }],
  // Return or destruction is an obligation on any ending the agreement names: termination, completion or request.
  'nda-16': [{ verdict: 'Entailment', all: [RETURN, /\bterminat|\bexpir|\bcomplet|\bconclu|\bcessation|\bno\s+longer|\bend\s+of|\brequest|\bdemand|\bnotice|\binstruct|\bdirect/i, /\bshall\b|\bwill\b|\bmust\b|\bagrees?\b|\bundertakes?\b|\bto\s+return|\bpromptly|\bimmediately/i] }],
  // Copies: allowed within limits (Entailment) versus copying forbidden outright or without consent.
  'nda-17': [
    { verdict: 'Entailment', all: [/\bmay\s+(?:\w+\s+){0,3}(?:make|retain|keep|take)\s+(?:\w+\s+){0,2}cop(?:y|ies)|\bmay\s+(?:\w+\s+){0,2}(?:copy|reproduce)|\bcop(?:y|ies)\s+(?:\w+\s+){0,4}(?:reasonably\s+)?(?:necessary|required|needed)|\bexcept\b[^.;]{0,60}\bcop(?:y|ies)\b|\b(?:any|all)\s+(?:such\s+)?cop(?:y|ies)\s+(?:\w+\s+){0,3}(?:made|shall\s+(?:bear|contain|include|reproduce))|\bretain\s+(?:one|a|an)\s+(?:\(\d\)\s+)?(?:archival\s+)?cop/i] },
    { verdict: 'Contradiction', all: [/\bnot\b[^.;]{0,60}\b(?:copy|copies|reproduc|duplicat|photocop)|\bno\s+cop(?:y|ies)\s+(?:\w+\s+){0,3}(?:made|shall|will|may)/i] },
  ],
  'nda-18': [{ verdict: 'Entailment', all: [/\bsolicit|\bhire\b|\bhiring|\bemploy\b|\bentice|\brecruit|\binduce\b/i, /\bemployees?\b|\bpersonnel\b|\bofficers?\b|\bstaff\b|\bagents?\b|\bcustomers?\b|\bcontractors?\b/i, /\bnot\b|\bnor\b|\brefrain|\bwithout/i] }],
  'nda-19': [{ verdict: 'Entailment', all: [/\bsurviv|\b(?:after|following|beyond|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+)?(?:termination|expiration|expiry)|\bcontinue\s+(?:in\s+(?:full\s+)?(?:force|effect)|to\s+(?:apply|bind|be\s+bound))[^.;]{0,80}\b(?:terminat|expir)|\bnotwithstanding\b[^.;]{0,60}\b(?:terminat|expir)/i] }],
  // Retention after return: allowed for archives, back-ups or legal requirements; contradicted when every copy
  // must go back or be destroyed, or retention is barred.
  'nda-20': [
    { verdict: 'Entailment', all: [/\bmay\s+(?:\w+\s+){0,4}(?:retain|keep)\b|\bentitled\s+to\s+(?:retain|keep)|\bnot\s+(?:be\s+)?(?:required|obliged|obligated)\s+to\s+(?:return|destroy|delete|erase|purge)|\b(?:back-?up|archiv)\w*[^.;]{0,100}\b(?:retain|not\s+required|need\s+not|exempt|excluded)|\b(?:retain|kept|keep)\b[^.;]{0,80}\b(?:required\s+by\s+(?:law|applicable)|legal|regulator|archiv|back-?up|record|compliance)|\bretain\s+(?:one|a)\s+(?:\(\d\)\s+)?(?:archival\s+)?cop|\bdestruction\s+(?:shall|will)\s+not\s+be\s+(?:made|required)|\bno\s+such\s+(?:destruction|deletion|return)\s+shall\s+be\s+required/i] },
    { verdict: 'Contradiction', all: [/\b(?:shall|will|must)\s+not\s+(?:\w+\s+){0,2}retain|\bretain(?:ing)?\s+no\b|\bwithout\s+(?:keeping|retaining)|\b(?:return|destroy|deliver|delete)\w*\b[^.;]{0,120}\ball\s+(?:\w+\s+){0,2}cop(?:y|ies)|\ball\s+cop(?:y|ies)\b[^.;]{0,120}\b(?:return|destr|deliver|delet)/i] },
  ],
};

export const RULE_STATEMENTS: readonly string[] = Object.keys(RULES);

/** The verdict that wins when both fire: the one listed first for the statement (the more specific wording). */
export function firstVerdict(statement: string): RuleVerdict {
  return RULES[statement]?.[0]?.verdict ?? 'Entailment';
}

/** The text a sentence's rules read: its list's opening sentence, then the sentence. */
export function ruleText(text: string, seg: NliSegment): string {
  const own = text.slice(seg.start, seg.end);
  return seg.lead ? text.slice(seg.lead.start, seg.lead.end) + ' ' + own : own;
}

export interface RuleHits {
  /** Segment indices where an Entailment pattern fired, in document order. */
  entail: number[];
  /** Segment indices where a Contradiction pattern fired. */
  contra: number[];
}

const fires = (r: Rule, s: string) => r.all.every((re) => re.test(s)) && !(r.none ?? []).some((re) => re.test(s));

/** Where each statement's patterns fire in a document: one entry per statement id, in the order given. */
export function ruleHits(text: string, segs: readonly NliSegment[], statements: readonly string[]): RuleHits[] {
  const texts = segs.map((s) => ruleText(text, s));
  return statements.map((id) => {
    const hits: RuleHits = { entail: [], contra: [] };
    for (const r of RULES[id] ?? []) {
      texts.forEach((s, i) => {
        if (fires(r, s)) (r.verdict === 'Entailment' ? hits.entail : hits.contra).push(i);
      });
    }
    return hits;
  });
}
