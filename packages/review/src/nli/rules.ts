/**
 * What a lawyer looks for on each statement, as explicit patterns in general drafting language: the wording that
 * makes a statement true (Entailment) and the wording that makes it false (Contradiction). A pattern is matched
 * against one sentence, with the sentence that opens its list in front of a list item ("The Recipient shall not:
 * (c) copy ..."). The decision reads which verdicts fired and, for the statements where cross-validation shows the
 * rules are the sharper signal, lets a verdict that fires stand over the learned answer.
 */
import type { Span } from '../types.ts';
import type { NliSegment } from './segments.ts';

export type RuleVerdict = 'Entailment' | 'Contradiction';

/** A regular expression, or several of which any one may match (see anyOf). */
interface Pattern {
  test(text: string): boolean;
}

/** A pattern that matches when any of its expressions does: mixes case-sensitive and case-blind ones. */
const anyOf = (...res: RegExp[]): Pattern => ({ test: (text) => res.some((re) => re.test(text)) });

interface Rule {
  verdict: RuleVerdict;
  /** Every pattern must match the sentence. */
  all: Pattern[];
  /** None of these may match it. */
  none?: Pattern[];
  /**
   * Read the sentence together with the next one: the duty often follows its trigger ("If ... compelled ... . It shall
   * notify ..."). 'trigger': a next sentence of another paragraph only when this one holds the trigger (the first
   * pattern), so a duty to notify of a data breach is not read with the compelled disclosure in the clause after it.
   */
  pair?: boolean | 'trigger';
}

/** The defined term of an NDA's protected information, as drafted in most agreements. */
const CI = /\b(?:confidential|proprietary|evaluation|secret)\s*(?:information|materials?)\b|\bnon-?public\s+information\b|[“"][A-Z][\w-]*(?:\s+[\w-]+){0,3}\s+(?:Information|Materials?)[”"]|\b(?:the|such)\s+information\b|\bCI\b|[("“]\s*["“]?information["”]?\s*[)"”]/i;
const DEFINES = /\b(?:means|shall\s+mean|includes?|shall\s+include|may\s+include|is\s+defined|(?:is\s+)?defined\s+as|refers?\s+to|shall\s+(?:apply|consist)|consists?\s+of)\b/i;
/**
 * What business information a definition names. Customers, clients and suppliers count in lower case or in the
 * plural; "Supplier" or "Customer" alone is usually a party's defined name ("technical information of Supplier").
 */
const BUSINESS_WORDS = /(?<!\bin\s+connection\s+with\s+(?:the\s+)?)\bbusiness(?!\s+days?\b)|\bfinancial|\bfinances\b|\bcommercial|\bmarketing|\bpric(?:ing|es)\b|\bpersonnel|\bstrateg|\bforecasts?|\bprofits?\b|\bsales\b|\bemployees?\b|\baffairs\b|\bbudgets?\b|\bany\s+(?:and\s+all\s+)?(?:non-?public\s+|proprietary\s+)?information\b(?!\s+(?:about|relating\s+to|concerning|regarding|on)\s+(?:the\s+)?(?:\w+['’]s\s+)?(?:manufactur|technical|technolog|process|design|engineer|product\s+design))|\ball\s+(?:non-?public\s+|proprietary\s+)?information\b|\bnon-?technical|\boperational|\bpersonal\b|\bhuman\s+resources|\bemployment|(?<!\b(?:test|testing|design|floor|site|technical|engineering|build|release|deployment|migration|backup|recovery)\s)\bplans\b/i;
const BUSINESS = anyOf(BUSINESS_WORDS, /\b(?:customers?|clients?|suppliers?)\b|\b(?:Customers|Clients|Suppliers)\b/, /\b(?:customer|client|supplier)\s+(?:lists?|names?|information|data|base|relationships?|identit)/i);
/** Information given orally that is expressly no protected information. */
const ORAL_EXCLUDED = /\b(?:oral(?:ly)?|verbal(?:ly)?)\b[^.;]{0,160}\b(?:(?:shall|will|does|do)\s+not\s+(?:constitute|be\s+(?:deemed|considered|treated\s+as)|include|qualify)|(?:is|are)\s+not\s+(?:(?:confidential|proprietary)\s+information|covered|protected|subject\s+to\s+this\s+agreement)|(?:is|are)\s+excluded\s+from\s+(?:this|the)\s+(?:agreement|undertaking|scope))|\b(?:does|do|shall|will)\s+not\s+include\b[^.;]{0,60}\b(?:oral(?:ly)?|verbal(?:ly)?)\b/i;
/** A written confirmation or other condition that brings oral information back into protection. */
const ORAL_CONDITION = /\bunless\b|\bexcept\b|\bprovided\b|(?<!even\s)\bif\b|\bwithin\s+\w+\s+(?:\(\d+\)\s+)?(?:business\s+)?days\b/i;
/** The same in plain words: what is said aloud or on the phone "isn't covered". */
const SPOKEN_EXCLUDED = /\b(?:out\s+loud|aloud|on\s+the\s+(?:tele)?phone|by\s+(?:tele)?phone|in\s+(?:a\s+)?conversations?)\b[^.;]{0,80}\b(?:is\s+not|isn[’']t|are\s+not|aren[’']t)\s+(?:covered|protected|confidential)/i;
const ORAL_OUT: Pattern = { test: (text) => (ORAL_EXCLUDED.test(text) || SPOKEN_EXCLUDED.test(text)) && !ORAL_CONDITION.test(text) };
/** "No obligation as to information that is not marked\": information outside protection, not protected anyway. */
const NOT_MARKED_EXCLUDED = /\bno\s+(?:obligations?|duty|duties|liability)\b[^.;]{0,80}\binformation\s+(?:that|which)\s+(?:is|was|are|were)\s+not\s+(?:so\s+)?(?:marked|designated|identified|labell?ed)/i;
/** Sentences that carve information out of the definition rather than define it. */
const CARVE_OUT = /\b(?:does|do|shall|will)\s+not\s+include|\b(?:is|are)\s+not\s+(?:[A-Z]\w+\s+)?(?:information|materials?)\b|\bnot\s+(?:be\s+)?(?:deemed|considered|treated)\b|\bexclud|\bshall\s+not\s+apply/i;
/** A sentence that defines another term ("Residuals" means ...), also as an item of a definitions list, not the protected information. */
const OTHER_TERM = /(?:^\s*|:\s+)(?:(?:Section|Clause|Article)\s+)?(?:[\d.()a-z]+\s+)?["“](?![^"”]*(?:[Ii]nformation|INFORMATION|[Mm]aterial|MATERIAL|[Dd]ata|DATA|[Kk]now-?[Hh]ow|KNOW-?HOW|[Rr]ecord|RECORD|[Dd]ocument|DOCUMENT|[Ss]ecret|SECRET))[^"”]{1,40}["”]\s+(?:means|shall\s+mean|refers\s+to)\b/;
const TECHNICAL = /\btechnical|\btechnolog|\bscientific|\bengineering|\bknow-?how|\btrade\s+secrets?|\binventions?|\bformula|\bspecifications?|\bsoftware|\bsource\s+code|\bdesigns?\b|\bdrawings?\b|\bdata\b/i;
const NOT = /\b(?:shall|will|must|may|do|does|can)\s+not\b|\b(?:nobody|no\s+one|no-one)\b(?:\s+\w+){0,2}\s+(?:will|shall|may|can|is\s+to)\b|\b(?:is|are)\s+forbidden\s+to\b|\b(?:don|doesn|won|can|mustn|shan|shouldn)[’']t\b|\b(?:is|are)\s+not\s+(?:allowed|permitted|entitled)\b|:\s*not\b|\(\w{1,3}\)\s+not\b|\bagrees?\s+not\b|\bundertakes?\s+not\b|\bnot\s+to\b|\bneither\b|\bnor\b|\bprohibit/i;
/** An exception to a prohibition; "for any purpose other than" limits the use, not the people told. */
const EXCEPT = /\bexcept|\bsubject\s+to\s+(?:sections?|clauses?|paragraphs?)\s+\d|\bwith\s+the\s+exception\s+of\b|\bunless\b|(?<!purposes?\s)\bother\s+than\b|\bsave\s+(?:as|for|to|that)\b|\bprovided\s*,?\s*(?:however|that)\b/i;
const ADVISERS_NAMED = /\bconsultants?\b|\bfreelance(?:rs?)?\b|\bpartners\b|\badvis[eo]rs?\b|\bagents?\b|\bcontractors?\b|\brepresentatives?\b|\battorneys?\b|\bcounsel\b|\blawyers?\b|\bsolicitors?\b|\bbarristers?\b|\baccountants?\b|\baffiliates?\b|\bauditors?\b|\bsubsidiar|\bbankers?\b|\blenders?\b|\bfinancing\s+sources/i;
/** Advisers or representatives named as the ones the information may go to. */
const RECIPIENT_ADVISERS = /\b(?:disclos(?!ers?\b)\w*|access|pass(?:es|ed)?\s+(?:on\s+)?(?:(?:the|any|such|its)\s+)?(?:[\w-]+\s+){0,2}?(?:information|materials?|data|it|them)|transmit\w*|provided?|share|make\s+available|dissemination|reveal|communicate|make\s+(?:\w+\s+){1,3}available)\b[^.;]{0,120}(?<!relating\s|pertaining\s|relation\s)\b(?:to|with):?\s+(?:(?:its|their|your|his|her|the|such|any\s+of\s+its|those\s+of\s+(?:its|their|your))\s+)?(?:(?!information\b|data\b|materials?\b|by\b|relating\b|regarding\b|concerning\b|of\s+the\s+other)[\w'’-]+[,:]?\s+){0,12}?(?:consultants?|partners(?!\s+(?:and|or)\s+(?:\w+\s+)?employees)|advis[eo]rs?|agents?|contractors?|subcontractors?|freelancers?|freelance\s+[\w-]+|representatives|attorneys?|counsel|lawyers?|solicitors?|barristers?|accountants?|affiliates?|auditors?|bankers?|lenders?|financing\s+sources|financiers?|suppliers?|vendors?|processors?|service\s+providers?|members\s+of\s+(?:the|its|our|their|your)\s+(?:\w+\s+){0,2}group)\b(?!\s+(?:employees|personnel|staff)\b|-)/i;
/** A bar that gives way to the discloser's consent, so some third parties may still be told. */
const WITH_CONSENT = /\bwithout\s+(?:the\s+)?(?:\w+['’]s\s+)?(?:prior\s+)?(?:written\s+)?(?:consent|approval|permission|authori[sz]ation)/i;
/** A bar on disclosure that names advisers, contractors or affiliates among those barred. */
const ADVISERS_BARRED = /\bnot\b[^.;]{0,120}\bto\s+any\s+(?:other\s+)?third\s+part(?:y|ies)\b[^.;]{0,40}\bincluding\b[^.;]{0,150}\b(?:consultants?|advis[eo]rs?|agents?|contractors?|subcontractors?|affiliates?|affiliated|related\s+companies|experts?)\b|\bprohibition\s+(?:shall\s+|will\s+)?(?:also\s+)?(?:extends?|appl(?:y|ies))\s+(?:also\s+|without\s+exception\s+)?to\s+(?:[\w-]+(?:\s+[\w-]+){0,3}\s*,\s*(?:or\s+|and\s+)?){0,6}(?:[\w-]+\s+){0,2}?(?:contractors?|subcontractors?|consultants?|agents?|affiliates?|advis[eo]rs?|attorneys?|accountants?)\b|\bno\s+(?:[\w-]+\s+){0,3}(?:information|materials?)\s+(?:shall|will|may)\s+be\s+(?:disclosed|provided|made\s+available|given|communicated)\s+to\s+(?:any\s+)?(?:[\w'’-]+\s*,\s*(?:or\s+)?){0,5}(?:[\w'’-]+\s+){0,2}?(?:contractors?|subcontractors?|consultants?|agents?|affiliates?|advis[eo]rs?|attorneys?|accountants?)\b|\b(?:not|never)\s+(?:\w+\s+){0,3}(?:disclos\w*|reveal|divulge|make\s+available|communicate|provide)\s+(?:(?:any|the|such)\s+)?(?:(?:confidential|proprietary)\s+)?(?:information|materials?|evaluation\s+material|it)\s+(?:\w+\s+){0,3}?to\s+(?:any\s+)?(?:(?:third\s+part(?:y|ies)|person|other\s+person)\s*,?\s*(?:including|such\s+as)\s+(?:any\s+)?(?:of\s+its\s+)?)?(?:[\w'’-]+(?:\s+[\w'’-]+){0,2}\s*,\s*(?:or\s+)?){0,6}(?:[\w'’-]+\s+){0,2}?(?:contractors?|subcontractors?|consultants?|agents?|affiliates?|advis[eo]rs?|attorneys?|accountants?)\b/i;
const DISCLOSE = /\b(?:permitted|authori[sz]ed)\s+(?:recipients?|disclosees?)\b|\bdisclos|\bdisseminat|\bcommunicat|\breveal|\bmake\s+available|\bprovide\b|\baccess\b|\btransmit|\bshare\b/i;
const RETURN = /\breturn|\bsurrender|\b(?:hand|give|send)\s+(?:\w+\s+)?back\b|\bdestr(?:oy|uction)|\bdelet|\berase|\bexpunge|\b(?<!(?:executed|signed)\s+and\s+)(?:re)?deliver(?:ed)?\s+(?:up\s+|back\s+)?(?:to|all|any|by)\b|\bdispos/i;
/** Copying named only in a list of things not to do with the information ("disclose, distribute, copy or use"). */
const COPY_AMONG_OTHERS = /\b(?:copy|reproduced?|duplicated?)\s*,\s*(?:\w+\s*,\s*)*(?:or\s+)?(?:use|disseminat\w*|disclos\w*|distribut\w*|communicat\w*|publish\w*)\b|\b(?:disclos\w*|distribut\w*|disseminat\w*|communicat\w*|use),\s*(?:\w+\s*,\s*)*(?:or\s+)?(?:copy|reproduce)\b/i;
/**
 * Once the talks end, a return owed only when the other side then asks ("after termination of the discussions,
 * upon written request, ...") is triggered by the request, not by termination; "upon termination or upon request"
 * (either one) still ties it to termination.
 */
const REQUEST_AFTER_END = /\b(?:discussions|negotiations|transaction)\b[^.;]{0,160},\s*(?<!\bor\s)(?:upon|at|following)\s+(?:the\s+)?(?:[\w’']+\s+){0,3}?(?:written\s+)?(?:request|demand)\b/i;
/**
 * The agreement's own term ("remains in force until 31 December"), not survival, unless the sentence also says what
 * survives ("shall survive termination and remain in force until the information becomes public").
 */
const TERM_UNTIL: Pattern = {
  test: (text) => /\b(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)\s+(?:\w+\s+){0,3}until\b(?![^.;]*\b(?:termination|expiration|expiry)\s+of\s+this\s+agreement)/i.test(text) && !/\bsurviv(?:e|es|ed|ing)\b/i.test(text),
};
/** Disclosure the law, a court or a regulator compels. */
const COMPELLED = /\b(?:requirement|demand)\s+of\s+(?:a|any|the)\s+(?:court|tribunal|prosecutor|regulator|(?:state|government(?:al)?)\s+(?:body|authority|agency))\b|\border\s+(?:of|by|issued\s+by|from)\s+(?:a\s+|any\s+)?(?:court|govern|tribunal|regulat)|\bvalid\s+order|\bobliged\s+by\s+(?:any\s+)?law|\blegally\s+(?:compelled|required|obliged|obligated)|\brequired\s+(?:to\s+be\s+disclosed\s+)?by\s+(?:\w+\s+){0,3}(?:law|regulation|statute|rule)|\brequired\s+to\s+disclose\s+(?:\w+\s+){0,4}by\s+(?:\w+\s+){0,3}(?:law|regulation|statute|rule|court|tribunal|authority|regulator)|\bcourt\s+of\s+competent\s+jurisdiction|\b(?:regulatory|supervisory)\s+(?:authority|body|agency)|\bsubpoena|\bcourt\s+order|\brequired\s+by\s+(?:a|any|the)\s+(?:court|tribunal|regulator|authority)|\bjudicial|\blegal\s+process|\bcompelled|\bgovernmental|\brequested\s+or\s+required|\boperation\s+of\s+law|\b(?:the\s+)?(?:law|court|regulator|tribunal|authority)\s+(?:\w+\s+){0,2}?requires?\b|\b(?:court|tribunal|regulator|authority|public\s+body)\b[^.;]{0,40}\border(?:s|ed)?\s+(?:the\s+)?disclosure\b/i;
/** Use of a party's name or marks in publicity: a covenant about names, not about the agreement's secrecy. */
const NAME_USE: Pattern = {
  test: (text) =>
    /\b(?:use|using|mention\w*)\s+(?:of\s+)?(?:the\s+|its\s+|any\s+)?(?:[\w’'-]+\s+){0,3}?(?:names?|logos?|trademarks?|trade\s+names?|marks?)\b|\b(?:names?|logos?|trademarks?|marks?)\b[^.;]{0,60}\b(?:is|are)\s+mentioned/i.test(text) &&
    !/\b(?:concerning|regarding|about|in\s+respect\s+of)\s+(?:the\s+|this\s+)?(?:[\w’'-]+,?\s+){0,4}(?:agreement|contract|undertaking|engagement|project|pilot|transaction|discussions?|negotiations?|relationship|participation)\b|\bthe\s+fact\s+that\b/i.test(text),
};
/** A return owed "in that case", the case being the end of the talks or of the agreement in the sentence before. */
const THEN_RETURN = /\b(?:not\s+(?:wish\s+|want\s+|intend\s+|desire\s+)?(?:to\s+)?(?:proceed|pursue)|terminat\w*|expir\w*|conclu\w*|abandon\w*)\b[^;]{0,300}?\.["”)]?\s+(?:In\s+(?:that|such|either|this)\s+(?:case|event)|Thereupon|Thereafter|Upon\s+(?:such|that)\s+(?:determination|decision|election|termination))\b[^.;]*\b(?:return|destr|deliver|delet|erase)/i;
/** Survival expressly denied ("none of them shall survive"). */
const NONE_SURVIVE = /\b(?:none|no\s+(?:\w+\s+){0,2}(?:obligations?|provisions?|terms?))\s+(?:of\s+(?:them|which|its|the|this)\s+(?:\w+\s+){0,2})?(?:shall|will)\s+survive|\b(?:shall|will|do|does)\s+not\s+survive\b/i;
/** Reverse engineering expressly allowed ("authorizes X to decompile", "may reverse engineer"). */
const REVERSE_ALLOWED = /\b(?:authori[sz]es?|permits?|allows?|(?:is|are)\s+(?:authori[sz]ed|permitted|allowed|free)\s+to|may)\s+(?:(?!not\b|never\b|no\b)\w+\s+){0,3}?(?:to\s+)?(?:decompile|disassemble|reverse[-\s]?engineer)/i;
/** Advisers added at the end of a permission ("may disclose ... and to its own professional advisers"), or excepted from a bar. */
const ADVISERS_ALSO = /\bmay\s+(?:see|receive|access|view|review)\b(?:\s+(?:it|them))?\s*[:–—-]\s*[^.;]{0,300}?\b(?:advis[eo]rs?|counsel|accountants?|consultants?|attorneys?|lawyers?)\b|\b(?:can|may)\s+bring\s+in\b[^.;]{0,80}\b(?:counsel|advis[eo]rs?|lawyers?|accountants?|consultants?)\b|^\s*only\s+(?:with\s+|to\s+)?(?:your|its|their|our|his|her|[A-Z][\w-]*['’]s)\s+(?:[\w-]+,?\s+){0,3}?(?:agents?|lawyers?|advis[eo]rs?|accountants?|consultants?|counsel|attorneys?|solicitors?)\b|\b(?:any|each|every|an?|such)\s+(?:approved|authori[sz]ed|permitted)\s+(?:sub-?contractors?|contractors?|freelancers?|consultants?)\b|\bmay\s+(?:\w+\s+){0,3}(?:disclos|shar|provid|communicat)\w*\b[^.;]{0,80}\bto\s+the\s+following\b[\s\S]{0,200}?\b(?:advis[eo]rs?|auditors?|consultants?|counsel|attorneys?|accountants?|lawyers?)\b|\bmay\s+(?:engage|use|appoint)\s+(?:\w+\s+){0,4}(?:sub-?processors?|subcontractors?|processors?)\b|\b(?:is\s+an?|are\s+(?:also\s+)?)\s*(?:Authori[sz]ed|Permitted)\s+(?:Persons?|Recipients?)\b[^.;]{0,200}\b(?:advis[eo]rs?|consultants?|attorneys?|counsel|accountants?|auditors?|financiers?|contractors?|subcontractors?)\b|\b(?:Authori[sz]ed|Permitted)\s+(?:Persons?|Recipients?|Representatives?)["”]?\s+(?:means|includes?|shall\s+mean)\b[^.;]{0,200}\b(?:advis[eo]rs?|consultants?|attorneys?|counsel|accountants?|auditors?|financiers?|contractors?|subcontractors?)\b|\baccess\b[^.;]{0,80}\bonly\s+(?:by|to)\b[^.;]{0,100}\b(?:subcontractors?|consultants?|advis[eo]rs?|contractors?)\b(?:[^.;]{0,40}\bapproved\b)?|\b(?:advis[eo]rs?|counsel|consultants?|accountants?|attorneys?|auditors?|lawyers?)\b[^.;]{0,60}\bmay\s+(?:\w+\s+){0,2}?(?:receive|have\s+access|be\s+given|access|be\s+provided)\b|\bmay\s+(?:\w+\s+){0,3}disclos\w*\b[^.;]{0,300}\band\s+(?:also\s+)?to\s+(?:its|their|your|his|her)\s+(?:own\s+)?(?:[\w-]+\s+){0,2}?(?:advis[eo]rs?|consultants?|attorneys?|counsel|lawyers?|accountants?|auditors?)\b|\b(?:excepted|exempted)\s+from\s+(?:this|the\s+foregoing)\s+(?:\w+\s+)?(?:are|is)\s+(?:[\w-]+\s*,\s*){0,5}(?:[\w-]+\s+){0,3}?(?:lawyers?|advis[eo]rs?|auditors?|consultants?|accountants?|attorneys?|counsel)\b/i;
/** An exception that lets some third party in: not one confined to the other side's own people. */
const EXCEPT_THIRD: Pattern = {
  test: (text) => EXCEPT.test(text) && !/\bexcept\b[^.;]{0,80}\b(?:representatives?|employees?|agents?|officers?|personnel)\s+of\s+the\s+(?:other|disclosing)\s+part/i.test(text),
};
/** Expressly free to solicit or hire the other side's people ("nothing restricts ... from soliciting"). */
const FREE_TO_SOLICIT = /\bnothing\b[^.;]{0,80}\b(?:prevent|restrict|prohibit|preclude|limit)\w*\s+(?:[\w,]+\s+){0,8}?from\s+(?:[\w,]+\s+){0,3}?(?:solicit|recruit|hir|employ|approach)\w*|\b(?:free|entitled)\s+to\s+(?:solicit|recruit|hire|employ)\b/i;
/** Information the recipient already had before the disclosure: an exclusion, but not one of a third party's information. */
const PRIOR_POSSESSION: Pattern = {
  test: (text) => /\b(?:possession|known)\b[^.;]{0,60}\b(?:before|prior\s+to)\b/i.test(text) && !/\bthird\b|\bsources?\b|\banother\b|\bother\s+(?:persons?|part(?:y|ies))\b|\b(?:person|party|entity|someone|anyone)\s+other\s+than\b|\b(?:someone|somebody|anyone|anybody)\s+else\b|\bfrom\s+(?:a|any)\s+(?:person|party|entity)\b/i.test(text),
};
/** No duty to tell the other side of a disclosure (the law sometimes forbids it). */
const NO_NOTICE = /\bnot\s+(?:be\s+)?(?:obliged|obligated|required|bound)\s+to\s+(?:notify|inform|tell|give\s+(?:\w+\s+)?notice)|\b(?:no|without\s+(?:any\s+)?)\s*(?:obligation|duty)\s+to\s+(?:notify|inform|tell|give\s+(?:\w+\s+)?notice)/i;
/** Keeping information after the return or destruction: a matter of retention, not of making copies. */
const RETAIN = /\bretain|\bretention|\bdestr(?:oy|uction)|\barchiv|\bback-?up/i;

/** Copies that must bear the original's legend, or legends not to be removed: they say nothing about what is protected. */
const LEGEND_ONLY = /\bcop(?:y|ies)\b[^.;]{0,60}\b(?:shall|must|will)\s+(?:also\s+)?(?:be\s+marked|bear|contain|reproduce)|\b(?:remove|deface|obliterate|alter)\w*\b[^.;]{0,80}\b(?:legend|notice|marking)/i;

const RULES: Record<string, Rule[]> = {
  // Expressly identified: protection only for what is marked or designated; contradicted by "whether or not marked"
  // or by an alternative to marking (by its nature, intended or understood to be confidential). Copies that must
  // bear the original's legend, or legends not to be removed, say nothing about what is protected.
  'nda-1': [
    { verdict: 'Contradiction', all: [/whether\s+or\s+not\s+(?:\w+\s+){0,4}(?:says?|said|states?|stated\s+to\s+be|reads?|described\s+as)\s+[\"“']?(?:confidential|secret|proprietary)\b|\b(?:nobody|no\s+one|no-one|neither\s+of\s+us)\s+(?:has|needs)\s+to\s+(?:stamp|mark|label)\b|whether\s+or\s+not\s+(?:\w+\s+){0,3}(?:tells?|told|says?|said|informs?|informed)\s+(?:\w+\s+){0,2}(?:that\s+)?it\s+(?:is|was)\s+confidential|whether\s+or\s+not\s+(?:\w+\s+){0,4}(?:(?:marked|designated|identified|labell?ed)\b|(?:bears?|bearing|carr(?:y|ies))\s+(?:\w+\s+){0,3}?(?:legends?|markings?|notices?|stamps?|designations?|[\"“']?confidential|[\"“']?proprietary))|\b(?:whether|no\s+matter\s+whether|irrespective\s+of\s+whether)\s+(?:\w+\s+){0,4}(?:marked|designated|identified|labell?ed)\b[^.;]{0,80}\bor\s+not\b|\b(?:reasonable|sensible)\s+(?:person|recipient|business\s*(?:person|man))\b[^.;]{0,60}\b(?:understand|consider|regard|know|believe|reali[sz]e)|\b(?:does\s+not|doesn[’']t|do\s+not|don[’']t)\s+need\s+(?:a|any)\s+(?:[\"“]?confidential[\"”]?\s+)?(?:stamp|mark|marking|label|legend)\b|\b(?:regarded|considered|understood|treated)\s+as\s+(?:being\s+)?confidential\s+by\s+a\s+reasonable\b|\b(?:failure|omission)\s+to\s+(?:so\s+)?(?:mark|designate|identify|label)\b[^.;]{0,80}\b(?:shall|will|does|do)\s+not\s+(?:affect|alter|change|diminish|remove|exclude|deprive)|\bnotwithstanding\s+that\s+(?:it|they|such\s+[\w-]+)\s+(?:has|have|was|were|is|are)\s+not\s+(?:been\s+)?(?:so\s+)?(?:marked|designated|identified|labell?ed)\b|\b(?:absence|lack)\s+of\s+(?:a\s+|any\s+)?(?:[\w-]+\s+)?(?:legend|marking|mark|label|designation|stamp)s?\b[^.;]{0,80}\b(?:shall|will|does|do)\s+not\s+(?:affect|alter|change|diminish|remove|exclude|deprive|be\s+(?:taken|treated|construed|read)\s+as)|\bmerely\s+because\b[^.;]{0,60}\bnot\s+(?:been\s+)?(?:so\s+)?(?:marked|designated|identified|labell?ed)|\b(?:does\s+not|doesn[’']t)\s+matter\b[^.;]{0,200}\bwhether\s+(?:\w+\s+){0,3}(?:marked|designated|identified|labell?ed)|(?:regardless|irrespective)\s+of\s+whether\s+(?:\w+\s+){0,5}(?:marked|designated|identified|labell?ed|indicated|stamped)|(?:regardless|irrespective)\s+of\s+whether\s+(?:it|they|such\s+\w+)\s+(?:bears?|carr(?:y|ies))\s+(?:any\s+|a\s+)?(?:[\w-]+\s+)?(?:legend|mark|marking|label|stamp)s?\b|need\s+not\s+be\s+(?:\w+\s+){0,2}(?:marked|designated|identified|labell?ed)|\bnot\s+(?:be\s+)?required\s+to\s+(?:mark|label|designate|identify)\b|\binclud\w*\s+(?:\w+\s+){0,3}information\s+(?:that|which)\s+(?:is|was|has)\s+not\s+(?:been\s+)?(?:so\s+)?(?:marked|designated|identified|labell?ed)|\b(?:does\s+not|do\s+not|doesn[’']t|don[’']t)\s+(?:need|have)\s+to\s+be\s+(?:\w+\s+){0,2}(?:marked|designated|identified|labell?ed)|(?:not|no)\s+(?:so\s+)?(?:marked|designated|identified|labell?ed)\b[^.;]{0,80}\b(?:nature|reasonabl|circumstances)|\bnot\s+(?:been\s+)?(?:so\s+)?(?:marked|designated|identified|labell?ed)\b[^.;]{0,80}\b(?:shall|will|does)\s+not\s+(?:mean|affect|prevent)\b|(?:by\s+(?:its|their)\s+nature|ought\s+reasonably|reasonably\s+(?:be\s+)?(?:understood|expected|considered|deemed|regarded))[^.;]{0,60}\bconfidential|\bought\s+to\s+be\s+(?:considered|regarded|treated|understood|known)\b|\b(?:from|by)\s+(?:its|their)\s+(?:very\s+)?nature\b|\b(?:marked|designated|identified|labell?ed)\b[^.;]{0,60}\bor\s+(?:(?:is|are|was|were|clearly|otherwise)\s+){0,3}(?:intended|understood|reasonably|known)\b/i], none: [NOT_MARKED_EXCLUDED, ORAL_OUT, /\b(?:shall|will|does|do)\s+not\s+constitute\b/i] },
    { verdict: 'Entailment', all: [anyOf(/\b(?:marked|labell?ed|designated|identified|stamped|legend|(?<!trade\s)marks?|labels?|designates?|identif(?:y|ies)|indicated)\b[^.;]{0,60}\b(?:as\s+)?(?:["“']?confidential(?!ity)|["“']?proprietary|secret)|\b(?:oral|verbal|visual)\w*\b[^.;]{0,160}\bconfirm\w*\s+(?:in\s+writing|as\s+confidential)|\bconfirm\w*\s+(?:in\s+writing|as\s+confidential)\b[^.;]{0,100}\b(?:oral|verbal|visual)|\b(?:bears?|bearing|carr(?:y|ies|ying))\s+(?:\S+\s+){0,3}?(?:legend|marking|stamp)|\bnot\s+(?:so\s+)?(?:marked|designated|identified|labell?ed)\b[^.;]{0,80}\b(?:shall|will|does|do)\s+not\s+(?:constitute|be\s+(?:deemed|considered|treated\s+as))/i, NOT_MARKED_EXCLUDED)], none: [LEGEND_ONLY] },
    // Oral information brought into protection by a written summary (a summary alone, of anything, is no marking).
    { verdict: 'Entailment', all: [/\b(?:reduced\s+to|summari[sz]ed\s+in)\s+writ|\bwritten\s+summary\b/i, /\b(?:oral|verbal|visual|spoken)\w*/i], none: [LEGEND_ONLY] },
  ],
  // Only technical information: contradicted when the definition reaches business, financial or any information.
  'nda-2': [
    { verdict: 'Contradiction', all: [CI, DEFINES, BUSINESS], none: [CARVE_OUT, OTHER_TERM] },
    { verdict: 'Entailment', all: [CI, DEFINES, TECHNICAL], none: [BUSINESS, CARVE_OUT, OTHER_TERM] },
    // A scope chosen as "technical information only" (a form's ticked option, a heading) with no business kinds beside it.
    { verdict: 'Entailment', all: [/\btechnical\s+information\s+only\b|\bonly\s+technical\s+information\b|\b(?:limited|restricted)\s+to\s+technical\s+information\b/i], none: [BUSINESS] },
  ],
  // Oral disclosures protected. An entire-agreement clause ("no oral representations or agreements", "supersedes")
  // speaks of oral dealings between the parties, not of information disclosed orally; "in any manner" alone is how a
  // duty is breached ("derive any benefit in any manner"), not the form the information takes. Read with the next
  // sentence: a definition's list of forms often runs onto the next line.
  'nda-3': [
    { verdict: 'Contradiction', all: [ORAL_OUT] },
    { verdict: 'Entailment', all: [/\boral(?:ly)?\b|\bverbal(?:ly)?\b|\bspoken\b|\b(?:everything|anything)\s+(?:that\s+is\s+)?said\b|\bvisual(?:ly)?\b|\bin\s+(?:the\s+course\s+of\s+)?(?:a\s+)?conversations?\b|\btold\s+(?:to\s+)?(?:him|her|them|you|us|it)\b|\btell(?:s|ing)?\s+(?:you|us|them|him|her|the\s+other)\b|\bon\s+(?:a|the)\s+(?:(?:phone|video|conference|telephone)\s+)?calls?\b|\b(?:see|sees|seen|saw)\s*,?\s+(?:or\s+)?(?:hear|hears|heard)\b|\b(?:hear|hears|heard)\s+or\s+(?:see|sees|seen|receives?)\b|(?<!\b(?:reproduce|copy|copied|reproduced|duplicate|duplicated|store|stored|retain|retained|keep|kept|destroy|delete|return)\b[^.;]{0,80})\bin\s+any\s+(?:form|medium)\b|\b(?:disclos|furnish|provid|communicat|conve|transmit|given)\w*\s+(?:\w+\s+){0,4}in\s+any\s+manner\b/i, /\binformation\b|\bdisclos|\banything\s+(?:one\s+of\s+us|either\s+(?:of\s+us|side|party))\b/i], none: [/\bentire\s+(?:agreement|understanding)|\bsupersed|\b(?:oral|verbal)\s+(?:or\s+written\s+)?(?:statements?|representations?|agreements?|promises?|undertakings?|amendments?|modifications?|waivers?|understandings?|expressions?|contracts?|commitments?)\b|\b(?:statements?|representations?|promises?|agreements?|understandings?)\b[^.;]{0,60}\bwhether\s+(?:oral|verbal)\s+or\s+written|\b(?:entitled\s+to\s+rely|reliance)\b|\boral\s+(?:questions?|examinations?|depositions?|testimony|interrogator)/i, ORAL_OUT], pair: true },
  ],
  // Limited use: use only for the stated purpose; a residuals clause (free use of what is remembered) contradicts.
  'nda-4': [
    // Residuals, also where the clause names only what stays in the memory or minds of those who saw the information;
    // not a clause that denies any such right ("no right is granted to use ... retained in the unaided memory").
    { verdict: 'Contradiction', all: [/\bresiduals?\b|\bunaided\s+memor|\bretained\s+(?:\w+\s+){0,3}in\s+(?:the\s+)?(?:minds?|memor)/i, /\buse\b|\bfree\b|\busing\b/i], none: [/\bno\s+(?:right|licen[cs]e)\s+(?:is|shall\s+be|will\s+be)\s+granted\b|\bnot\s+(?:be\s+)?(?:\w+\s+){0,2}(?:free|entitled|permitted|allowed)\s+to\s+use\b/i] },
    // A use bar, also in the passive ("shall not be used other than ...") or with the exception at some distance.
    { verdict: 'Entailment', all: [/\buse[sd]?\b|\butili[sz]|\bexploit/i, /\b(?:solely|only|exclusively)\s+(?:for|in\s+connection\s+with|to)\b|\bsole\s+purpose|\bfor\s+any\s+(?:other\s+)?(?:reason\s+or\s+)?purpose\s+(?:whatsoever\s+)?(?:other\s+than|except)|\bexcept\s+(?:for\s+the\s+purpose|as\s+(?:required|necessary|needed))|\bfor\s+(?:the|any)\s+purpose\s+(?:other\s+than|except)|\bnot\b(?:\s+\S+){0,8}?\s+(?:use|make\s+use|exploit|utili[sz]e|be\s+(?:used|utili[sz]ed|exploited))\b[^.;]{0,200}\b(?:other\s+than|except|for\s+any\s+purpose|own\s+(?:purposes|benefit)|advantage)/i] },
  ],
  'nda-5': [
    { verdict: 'Entailment', all: [/\bemployees?\b|\bstaff\b|\bpersonnel\b|\bofficers\b/i, DISCLOSE, /\bneed\s+to\s+know|\bonly\s+to\b|\bexcept\s+to\b|\bmay\s+(?:\w+\s+){0,2}disclos|\blimited\s+to\b|\bto\s+those\s+of\s+its\b|\bpermit/i] },
    // The recipient's own employees named among those it must not tell.
    { verdict: 'Contradiction', all: [/\bnot\s+(?:\w+,?\s+){0,3}(?:share|disclose|reveal|divulge|communicate|pass|show|describe|give)\b[^.;]{0,80}\b(?:including|even)\s+(?:to\s+)?(?:any\s+|its\s+|their\s+|his\s+|her\s+|your\s+)?(?:own\s+)?employees?\b|\bnot\s+(?:\w+\s+){0,3}(?:share|disclose|reveal|divulge|communicate)\s+(?:\w+\s+){0,4}(?:to|with)\s+(?:its|their|his|her|your)\s+(?:own\s+)?employees\b/i] },
  ],
  // Sharing with third parties: entailed when advisers or representatives may receive it; contradicted when
  // disclosure is confined to the party's own employees or barred to any third party without an exception.
  'nda-7': [
    { verdict: 'Entailment', all: [ADVISERS_ALSO], none: [ADVISERS_BARRED] },
    { verdict: 'Entailment', all: [RECIPIENT_ADVISERS, /\bmay\b|\bcan\s+(?:also\s+)?(?:share|disclose|give|pass|show)\b|\b(?:is|are)\s+(?:allowed|permitted|permissible)\b|\bonly\s+(?:to|with)\b|\bexcept\b|\bunless\b|\bother\s+than\b|\blimited\s+to\b|\bto\s+those\s+of\s+(?:its|their|your)\b|\bpermit|\bentitled|\bright\s+to\b|\bneed\s+to\s+know|\bfree\s+to\b|\bwith\s+the\s+exception\s+of\b/i], none: [/\bnot\s+(?:be\s+)?(?:include|deemed)/i, /\b(?:representatives?|advis[eo]rs?|agents?)\s+of\s+the\s+(?:other|disclosing)\s+part/i, /\b(?:disclose|reveal)\s+(?:to\s+any\s+(?:other\s+)?person\s+)?(?:either\s+)?the\s+fact\b/i, ADVISERS_BARRED, /\bassign\w*\s+(?:\w+\s+){0,3}(?:this\s+agreement|(?:its\s+)?rights)/i] },
    // Advisers, contractors or affiliates named only as people it must not go to.
    { verdict: 'Contradiction', all: [ADVISERS_BARRED], none: [/\bexcept\b|\bunless\b|\bsave\s+(?:as|for)\b|\bprovided\s*,?\s*(?:however|that)\b/i, WITH_CONSENT] },
    { verdict: 'Contradiction', all: [/(?:\bnot\b|n[’']t\b|\bforbidden\s+to\b)[^.;]{0,80}\b(?:disclos|reveal|divulg|make\s+available|communicat|show|send|describ|shar(?:e|ing)\s+(?:[\w’'-]+\s+){0,4}?(?:information|materials?|it|them|data|anything)\b|pass\s+(?:\w+\s+){0,3}on\b)\w*[^.;]{0,80}\b(?:any\s+third\s+part|any\s+(?:other\s+)?person|anyone|any\s+other\s+party|(?:or|and)\s+other\s+third\s+part)/i], none: [EXCEPT_THIRD, WITH_CONSENT, /\bpersonal\s+(?:information|data)\b/i] },
    { verdict: 'Contradiction', all: [/\b(?:only|solely|exclusively)\s+(?:to|with)\s+(?:those\s+(?:of\s+)?)?(?:its\s+|their\s+|such\s+|the\s+)?(?:own\s+)?(?:\w+\s+){0,2}(?:employees\b|individuals\s+employed\s+by)|\bexcept\s+(?:to\s+)?(?:its|their)\s+(?:own\s+)?employees\b|\bother\s+than\s+(?:to\s+)?(?:those\s+(?:of\s+)?)?(?:its|their|your)\s+(?:own\s+)?(?:\w+\s+){0,2}employees\b/i], none: [ADVISERS_NAMED] },
  ],
  // Compelled disclosure with a duty to tell the other side first: notice, informing it, or giving it the chance to
  // seek a protective order or other protective treatment.
  'nda-8': [
    { verdict: 'Entailment', all: [COMPELLED, /\bnotif|\bnotice\b|\binform(?:s|ing)?\b(?!\s+(?:them|him|her|such\s+\w+|each\s+\w+|its\s+\w+|their\s+\w+|the\s+(?:representatives?|employees?|recipients?|persons?))\s+of\s+(?:the\s+|its\s+|their\s+)?confidential)|(?<!counsel\s)\badvis(?:e|es|ing)\b|\btell\b[^.;]{0,60}\bbefore\s+(?:\w+\s+){0,2}disclos|\btell\s+(?:\w+\s+){0,3}(?:first|beforehand|in\s+advance|before)\b|\b(?:chance|opportunity)\s+to\s+(?:object|oppose|contest|limit)\b|\bprotective\s+(?:\w+\s+)?(?:order|treatment|relief|remedy)|\bopportunity\s+to\s+(?:seek|obtain|contest|object|oppose)/i], none: [NO_NOTICE, /\bunenforceable\b|\b(?:news|press|media)\s+releases?\b|\bpublic\s+announcements?\b|\b(?:injunctive|equitable)\s+relief|\bspecific\s+performance|\bunauthori[sz]ed\s+(?:use|disclosure|access)|\bassign\w*\s+(?:this|the)\s+agreement|\bmay\s+not\s+(?:be\s+)?assign/i], pair: 'trigger' },
    { verdict: 'Contradiction', all: [COMPELLED, NO_NOTICE], pair: true },
  ],
  // The agreement itself kept quiet: its existence, the talks, announcements about them. Its terms count only
  // where they are to be kept secret ("enforce the terms of this Agreement" is not about secrecy).
  'nda-10': [
    // Expressly free to say that the agreement exists or that talks are going on.
    { verdict: 'Contradiction', all: [/\b(?:may|can|free\s+to|entitled\s+to|(?:prevent|restrict|prohibit|preclude)\w*\s+(?:\w+\s+){0,3}from),?\s+(?:\w+\s+){0,3}(?:disclos\w*|announc\w*|tell\w*|reveal\w*|publici[sz]\w*|mention\w*)\s+(?:\w+\s+){0,3}?(?:(?:the\s+)?(?:existence|fact)\s+(?:(?:or|and)\s+(?:\w+\s+){1,2})?(?:of\s+(?:this|the)\s+agreement|that\b)|that\s+(?:[\w,]+\s+){0,8}?(?:signed|entered|met|talking|discussions|negotiations|collaborat\w*|working\s+together|in\s+talks|taking\s+part))|\b(?:this\s+agreement|the\s+existence\s+of\s+this\s+agreement)\s+(?:itself\s+)?is\s+not\s+(?:\w+\s+)?(?:confidential|secret)|\bexistence\b[^.;]{0,160}\b(?:is|are)\s+not\s+(?:\w+\s+)?(?:confidential|secret)|\bfact\s+that\s+the\s+parties\b[^.;]{0,160}\b(?:is|are)\s+not\s+(?:\w+\s+)?(?:confidential|secret)\b(?!\s+information)|\bthis\s+agreement\s+(?:itself\s+)?is\s+(?:a\s+)?public\s+(?:information|record|document)/i], none: [/\bnot\s+(?:\w+\s+){0,3}(?:disclos\w*|announc\w*|reveal\w*)\s+(?:\w+\s+){0,3}(?:existence|fact)|\bneither\b[^.;]{0,40}\b(?:may|can|shall|will)\b[^.;]{0,40}\b(?:existence|fact)|\bcannot\b/i] },
    { verdict: 'Entailment', all: [/\b(?:existence|fact)\b[^.;]{0,60}\b(?:this\s+agreement|discussions?|discussing|negotiations?|negotiating|transaction|evaluation|relationship|meetings?|engagement)|\bfact\s+that\b[^.;]{0,80}\b(?:made\s+available|been\s+(?:disclosed|provided|furnished|received))|\b(?:discussions?|negotiations?|evaluation|talks)\s+(?:(?:about|regarding|concerning|on|of|with)\s+(?:[\w-]+\s+){1,3})?(?:are|is|have)\s+(?:taking|taken|been|under\s*way|occurring)|\bthat\s+the\s+(?:business|company)\s+is\s+(?:or\s+may\s+be\s+)?for\s+sale|\b(?:disclos\w*|reveal\w*|divulg\w*|confidential(?!\s+(?:information|materials?))|secret)\b[^.;]{0,80}(?<!\b(?:on|under|upon|by|with|to|observes?|observing|compl(?:y|ies|ying)|abid(?:e|es|ing)|breach(?:es|ing)?|enforc(?:e|es|ing))\s+the\s+)\b(?:terms|subject\s+matter|content)\s+of\s+(?:this\s+agreement|the\s+(?:discussions?|negotiations?|proposed))|(?<!\b(?:on|under|upon|by|with|to|observes?|observing|compl(?:y|ies|ying)|abid(?:e|es|ing)|breach(?:es|ing)?|enforc(?:e|es|ing))\s+the\s+)\b(?:terms|subject\s+matter|content)\s+of\s+(?:this\s+agreement|the\s+(?:discussions?|negotiations?|proposed))\b[^.;]{0,60}\b(?:confidential|secret)|\bpublic\s+announcement|\bannounce\w*\b[^.;]{0,60}\b(?:agreement|transaction|discussions?|negotiations?|relationship|purpose|project|proposal|tender|bid|deal)|\bpublici[sz]|\bpress\s+release|\bannounce\w*\s+(?:publicly|to\s+the\s+public)\b|\b(?:news\s+release|media\s+release|public\s+statement)s?\b[^.;]{0,150}\b(?:this\s+(?:agreement|deed|undertaking)|project|transaction|discussions?|negotiations?|relationship|(?:joint\s+)?bid|tender|collaboration|venture|pilot)\b|\b(?:tell|inform)\s+(?:anyone|anybody|any\s+(?:other\s+)?(?:person|third\s+party)|others)\b[^.;]{0,40}\bthat\b[^.;]{0,120}\b(?:talk\w*|discuss\w*|negotiat\w*|meet\w*|shown|show|disclos\w*|evaluat\w*|instruct\w*|engag\w*|retain\w*|hired|appoint\w*|consult\w*|working\s+together|collaborat\w*|exists?)|\bpossible\s+interest|\bthis\s+agreement\b[^.;]{0,120}\b(?:kept|held)\s+(?:in\s+)?confiden/i, /\bnot\b|\bcannot\b|\bno\b(?!\.\s*[\dA-Z])|\bneither\b|\bnor\b|\bconfiden|\bsecret|\bwithout|\binclud|\bmeans\b/i], none: [NAME_USE, /\bexistence\s+of\s+(?:any|an)\s+(?:account|banking|customer)/i] },
    // "Neither of us mentions" the talks or the collaboration (plain present-tense promises).
    { verdict: 'Entailment', all: [/\bneither\s+of\s+us\s+(?:will\s+)?(?:mentions?|tells?|discloses?|reveals?|talks?\s+about)\b[^.;]{0,120}\b(?:talks|discussions|negotiations|collaboration|pitch|deal|project|relationship|this\s+agreement)\b/i] },
    // Not to disclose that one has been invited, approached or engaged: the dealings themselves kept quiet.
    { verdict: 'Entailment', all: [/\bnot,?\s+(?:[\w,]+\s+){0,6}?(?:disclos|reveal|tell|say|announce|mention)\w*\b[^.;]{0,100}?\bthat\s+(?:it|they|he|she|you|we|the\s+\w+)\s+(?:has|have|is|are|was|were)\s+(?:been\s+)?(?:invited|approached|engaged|retained|appointed|selected|shortlisted|in\s+(?:discussions|negotiations|talks)|working\s+(?:with|for)\s+(?:us|them|you|each\s+other|the\s+\w+)|taking\s+part|participating)\b/i] },
    // Not to say that one has signed it, in plain words; "the present Agreement" of a translated text.
    { verdict: 'Entailment', all: [/(?:\bnot\b|n[’']t\b|\bforbidden\s+to\b)\s+(?:\w+\s+){0,2}(?:say|tell|disclose|reveal|announce|mention)\w*\s+(?:[\w’']+\s+){0,8}?that\s+(?:[\w’']+\s+){0,3}(?:signed|entered\s+into)\s+this\s+(?:[\w-]+\s+)?agreement\b|\bexistence\s+of\s+the\s+present\s+(?:agreement|contract)\b/i] },
    // That the parties "are in discussions", said with a word of secrecy: a recital that only tells of the talks is no bar.
    { verdict: 'Entailment', all: [/\b(?:is|are)\s+(?:having|holding|in)\s+(?:discussions|negotiations|talks)\b/i, /\b(?:not|never)\b[^.;]{0,60}\b(?:disclos|reveal|tell|say|announce|mention|divulg)|\b(?:fact|existence)\b|\bconfidential(?!\s+(?:and\s+proprietary\s+)?(?:information|materials?))|\bsecret/i], none: [NAME_USE] },
    // The existence of the talks is named only to keep it secret (in the definition or in a bar on disclosure).
    { verdict: 'Entailment', all: [/\bexistence\b[^.;]{0,60}\b(?:this\s+agreement|discussions?|negotiations?|transaction|evaluation|relationship|meetings?|communications)\b/i], none: [/\bexistence\s+of\s+(?:any|an)\s+(?:account|banking|customer)/i] },
  ],
  'nda-11': [
    { verdict: 'Entailment', all: [/reverse[-\s]?engineer|reverse\s+analy|decompil|disassembl|\b(?:analy[sz]e|attempt\s+to\s+(?:determine|deduce|discover))\b[^.;]{0,60}\b(?:chemical\s+)?(?:structure|composition|formula|sequence)\b/i, NOT], none: [REVERSE_ALLOWED] },
    { verdict: 'Contradiction', all: [REVERSE_ALLOWED] },
  ],
  'nda-12': [
    { verdict: 'Contradiction', all: [/\bdevelop/i, NOT, /\b(?:even\s+if|whether\s+or\s+not|regardless\s+of\s+whether)\b[^.;]{0,60}\b(?:uses?|using|used|relies?|relying)\s+(?:on\s+)?(?:any\s+)?(?:of\s+the\s+)?(?:\w+\s+)?(?:confidential|proprietary)\s+information/i] },
    { verdict: 'Contradiction', pair: true, all: [/\b(?:even\s+if|even\s+where|whether\s+or\s+not|regardless\s+of\s+whether)\b[^.;]{0,120}\b(?:independent(?:ly)?|on\s+(?:its|their|your|his|her)\s+own)\b|\bno\s+exception\b[^.;]{0,160}\bindependent(?:ly)?\s+(?:creat|develop)|\bindependent(?:ly)?\s+(?:creat|develop)\w*[^.;]{0,100}\b(?:shall|will)\s+not\s+(?:relieve|release|excuse)/i, /\bnot\b|\bno\b/i] },
    // An employee's invention made "on her own time" is a carve-out from assigning inventions, not leave to develop similar information.
    { verdict: 'Entailment', all: [/\bfree\s+to\s+develop\b|\bnothing\b[^.;]{0,60}\b(?:stops?|prevents?|restricts?|prohibits?|precludes?)\b[^.;]{0,40}\b(?:build|develop|creat|design)\w*|\b(?:does|shall|will)\s+not\s+(?:prevent|stop|restrict|prohibit|preclude)\s+(?:\w+\s+){0,4}from\s+(?:independently\s+)?(?:build|develop|creat|design)\w*|\bdevelop\w*\b[^.;]{0,120}\b(?:so\s+long\s+as|as\s+long\s+as|provided\s+that)\b[^.;]{0,40}\b(?:not\s+use|no\s+use\s+is\s+made)|\b(?:develop|creat)\w*\b[^.;]{0,120}\b(?:independent|on\s+(?:its|their|your|his|her)\s+own\b|without\s+(?:any\s+)?(?:reference|use|using|access|the\s+use|benefit|reliance|breach|violation|relying))|\bindependent(?:ly)?\s+(?:develop|creat|conceiv|generat|deriv|acquired\s+or\s+develop)|\b(?:found\s+out|discovered|arrived\s+at)\s+independently\b|\b(?:develop|creat)(?:e|es|ed|s)?\s+(?:\w+\s+){0,3}independent/i], none: [/\bown\s+time\b/i] },
  ],
  // Information had from someone else: received, obtained or disclosed FROM or BY a third party or another source,
  // or rightfully received without restriction (the usual exclusion); not "the Receiving Party shall not disclose
  // to any third party" (the words "Receiving Party" and "third party" in one sentence say nothing of the source).
  'nda-13': [
    { verdict: 'Entailment', all: [/\b(?:receiv(?:e|ed|es)|obtain\w*|gets?|got(?:ten)?|acquir\w*|furnish\w*|disclos\w*|reveal\w*|made\s+available|(?:bec(?:omes?|ame)|is|was|are|were)\s+(?:\w+\s+){0,3}?(?:available|known)|possession|learn\w*|comes?\s+into)\b[^.;]{0,120}?\b(?:from|by|through)\s+(?:a\s+|any\s+|another\s+|some\s+|one\s+or\s+more\s+)?(?:(?:rightful|lawful|legitimate|bona\s+fide|independent)\s+)?(?:third[-\s]+(?:part(?:y|ies)|persons?)|other\s+(?:sources?|persons?|part(?:y|ies))|sources?\b|persons?\b|part(?:y|ies)\s+other\s+than)|\b(?:rightfully|lawfully)\s+(?:\w+\s+){0,2}(?:possess\w*|receiv\w*|obtain\w*|acquir\w*)\b[^.;]{0,80}\bwithout|\bsources?\s+other\s+than|\bother\s+sources?\b|\bfrom\s+(?:someone|somebody|anyone|anybody)\s+else\b|\b(?:given|passed|handed|shown|told|sent|supplied|provided)\s+(?:to\s+(?:\w+\s+){1,2})?by\s+(?:someone|somebody)\s+else\b|\bfrom\s+(?:someone|somebody|anyone|a\s+person|any\s+person|a\s+party)\s+other\s+than\b|\bthird[-\s]part(?:y|ies)\b[^.;]{0,100}\b(?:without\s+(?:a\s+|any\s+)?(?:breach|restriction|obligation|violation)|not\s+(?:\w+\s+){0,3}(?:bound|under|subject|prohibited|in\s+breach|in\s+violation|obligated|restricted)|lawful|rightful|entitled)/i], none: [PRIOR_POSSESSION, /\bbeneficiar/i, /\b(?:examined|analy[sz]ed|tested|inspected)\s+by\s+(?:a\s+|any\s+)?third\b|\bcombin(?:e|ed|ing)\s+(?:[\w-]+\s+){0,4}with\s+(?:[\w-]+\s+){0,2}(?:data|information)\s+(?:obtained|received|collected|acquired)\s+from\b|\bnotwithstanding\s+that\b[^.;]{0,80}\b(?:receiv|obtain|acquir)\w*\b[^.;]{0,80}\bfrom\b/i, /\bunauthori[sz]ed\s+(?:disclosure|release|publication|leak)|\bsubpoena|\bdocument\s+requests?\b|\bcivil\s+investigative\s+demand|\bfrom\s+(?:a\s+|any\s+)?(?:person|party|entity|one)\s+(?:acting\s+)?on\s+(?:the\s+)?(?:\w+['’]s?\s+|its\s+|their\s+|his\s+|her\s+)?behalf\b/i] },
    // Information from a third party expressly stays protected (listed second: the usual exclusion elsewhere wins).
    { verdict: 'Contradiction', all: [/\bnotwithstanding\s+that\b[^.;]{0,80}\b(?:receiv|obtain|acquir)\w*\b[^.;]{0,80}\bfrom\s+(?:a\s+|any\s+|another\s+)?(?:third[-\s]+part(?:y|ies)|other\s+sources?)\b|\bfrom\s+(?:a\s+|any\s+|another\s+)?(?:third[-\s]+part(?:y|ies)|other\s+sources?)\b[^.;]{0,80}\b(?:shall|will)\s+not\s+(?:relieve|release|excuse)|\bno\s+exception\b[^.;]{0,100}\bthird[-\s]+part/i] },
  ],
  // No licence: a standstill (no buying the other's securities, assets or property) is not about the information.
  'nda-15': [
    { verdict: 'Entailment', all: [/\blicen[cs]e(?!\s+(?:holders?|applicants?)|d\s+banks?\b)|\b(?:stays?|remains?)\s+ours\b|\bright,?\s+title|\bbelongs?\s+to\b|\b(?:stays?|remains?)\s+(?:\w+\s+){0,2}property\b|\b(?:acquires?|obtains?|gets?|receives?)\s+(?:no|any)\s+(?:\w+\s+){0,2}rights?\b|\bgrant(?:s|ed|ing)?\b[^.;]{0,60}\bright|(?<![a-z],\s)\bownership\b(?!,)|(?<!\bintellectual\s)\bproperty\s+of\b|\bremains?\s+(?:the\s+)?(?:sole\s+)?(?:and\s+exclusive\s+)?property/i, /\bno\b|\bnot\b|n[’']t\b|\bnothing\b|\bremains?\b|\bstays?\b|\bbelongs?\b|\bshall\s+be\b|\bis\s+and\s+shall/i], none: [/\bsecurities\b|\bexport|\bforeign\s+ownership|\blicen[cs]e\b[^.;]{0,60}\bsubject\s+to\s+(?:a|the)\s+(?:definitive|separate|further)|\bownership\s+(?:limit|restrict|cap|structure)|\bresulting\s+intellectual\s+property|\b(?:enter\s+into|conclude|negotiate)\b[^.;]{0,60}\blicen[cs]e|\bwaiv\w*\s+(?:any\s+and\s+all\s+|any\s+|all\s+)?rights?\b|\bbeneficial\s+ownership|\bstandstill|\bacquir\w*\b[^.;]{0,40}\b(?:assets|property)\b/i] },
    // A licence to use the information granted (listed second: "no other right" elsewhere wins).
    { verdict: 'Contradiction', all: [/\bgrants?\b[^.;]{0,200}\blicen[cs]e\s+to\s+use\s+(?:the\s+)?(?:\w+\s+)?(?:confidential|proprietary)\s+information/i], none: [/\b(?:no|not|nothing)\b[^.;]{0,40}\bgrants?\b/i] },
  ],
  // Return or destruction tied to the end of the agreement or of the purpose; a duty to return only on request
  // does not speak to termination, nor does a duty that survives the return (that is survival). Information that
  // "ceases to be accessible", a party that must "cease use", or the "completeness" of information is not an end.
  'nda-16': [
    // Owed "when the beta ends" or "when your participation ends": the end of whatever the information served.
    { verdict: 'Entailment', all: [RETURN, /\b(?:when|once|after)\s+(?:the|this|your|our|its|their|my|his|her)\s+(?:[\w-]+\s+){0,2}(?:ends|is\s+over|has\s+ended)\b(?!\s+up)/i], none: [REQUEST_AFTER_END, /\bsurviv|\b(?:even\s+)?after\s+(?:their|its|the|such)\s+return/i] },
    // "In that case ... shall, upon written request, deliver": owed on the request, not on the end.
    { verdict: 'Entailment', all: [THEN_RETURN], none: [/\b(?:shall|will|must)\s*,?\s*(?:upon|at|following)\s+(?:the\s+)?(?:[\w’']+\s+){0,3}?(?:written\s+)?(?:request|demand)\b/i], pair: true },
    // Expressly no return at all (listed after the return rules: a duty to return elsewhere wins).
    { verdict: 'Contradiction', all: [/\b(?:no\s+obligation|not\s+(?:be\s+)?(?:obliged|required|bound))\s+to\s+return\s+or\s+destroy\b|\bdoes\s+not\s+return\b/i], none: [/\bback-?up|\barchiv|\bretain|\bretention|\blaw\b|\bregulat/i] },
    { verdict: 'Entailment', all: [RETURN, /\bterminat|\bexpir|\bcomplet(?!e?ness|\w*\s+(?:of\s+)?(?:any\s+|the\s+|such\s+)?(?:destruction|return|deletion))|\bend(?:s|ed)?\s+(?:our|the|their|its|your)\s+(?:discussions|negotiations|evaluation|review|talks|selection\s+process|tender|pitch|pilot|trial)\b|\b(?:agreement|contract|project|engagement|evaluation|programme|program)\s+(?:ends|is\s+finished|is\s+over|has\s+ended)\b|\b(?:discussions|negotiations)\s+(?:\w+\s+){0,4}?(?:have\s+|has\s+)?(?:ended|end|ends)\b|\bconclu|\bcessation|\bceas(?:e|es|ed)\b(?!\s+(?:to\s+be\s+(?:\w+\s+)?(?:accessible|available|readable|confidential|protected|subject)|(?:all\s+)?use\b))|\bno\s+longer\s+(?:need|requir)|\bend\s+of\s+(?:this|the)|\blast\s+(?:working\s+)?day\b|\bseparation\s+(?:date|from)\b|\boutcome\s+of\s+the\s+(?:tender|bid|process|evaluation|selection)\b|\bcancell?ation\b|\bnot\s+(?:been\s+)?(?:awarded|appointed|selected|engaged|retained|chosen)\b|\bdeclines?\s+to\s+(?:quote|bid|tender|proceed)\b|\bwithdraw\w*\s+from\s+(?:the\s+)?(?:process|discussions|negotiations|evaluation|transaction|project|programme|program)\b|\b(?:employment|engagement|assignment)\b(?:\s+with\s+(?:the\s+)?\w+)?\s+(?:ends|terminates|is\s+terminated)\b|\b(?:stop|stops|stopped|cease|ceases|ceased)\s+(?:\w+ing|acting)\s+(?:for|with)\s+(?:us|you|them|the\s+\w+)\b|\babandon|\bnot\s+(?:wish\s+|want\s+|intend\s+|desire\s+)?(?:to\s+)?(?:proceed|pursue|go\s+ahead)|\bno\s+longer\s+(?:wish|wishes|want|wants|intends?|desires?)\s+to\s+(?:proceed|pursue|continue)|\bnot\s+consummated/i, /\bshall\b|\bwill\b|\bmust\b|\bagrees?\b|\bundertakes?\b|\bto\s+return|\bpromptly|\bimmediately|\bplease\b/i], none: [/return\s+receipt\s+requested|\bnotices?\s+(?:shall|will|must)\s+be\s+(?:in\s+writing|given|sent|delivered)|\b(?:sign|complete|execute)\w*\s+and\s+return\b|\breturn\s+(?:a\s+|the\s+|one\s+)?(?:signed\s+|executed\s+|countersigned\s+)?(?:copy\s+of\s+)?this\s+(?:[\w-]+\s+){0,2}(?:agreement|form|letter)\b/i, REQUEST_AFTER_END, /\bsurviv|\bcontinue\s+to\s+be\s+(?:subject|bound)|\b(?:even\s+)?after\s+(?:their|its|the|such)\s+return|\bbefore\s+(?:this|the)\s+(?:[\w-]+\s+)?(?:agreement|contract)\s+(?:expires|terminates|ends|is\s+terminated)\b/i] },
  ],
  // Copies: allowed within limits (Entailment) versus copying forbidden outright or without consent; a copy verb
  // in a list of disclosure verbs is read as a bar on disclosure, not on copies.
  'nda-17': [
    { verdict: 'Entailment', all: [/\bmay\s+(?:\w+\s+){0,3}(?:make|take)\s+(?:[\w()]+\s+){0,4}cop(?:y|ies)|\bmay\s+(?:(?!not\b|never\b)\w+\s+){0,2}(?:copy|reproduce)\b|\bcop(?:y|ies)\s+(?:\w+\s+){0,4}(?:reasonably\s+)?(?:necessary|required|needed)|\bexcept\b[^.;]{0,60}\bcop(?:y|ies)\b|\b(?:any|all)\s+(?:such\s+)?(?:printed\s+|permitted\s+)?cop(?:y|ies)\s+(?:\w+\s+){0,3}(?:made|shall\s+(?:bear|contain|include|reproduce|be))\b|\bmay\s+(?:\w+\s+){0,2}(?:be\s+)?print(?:ed)?\b/i], none: [/\bretain(?!\w*\s+(?:all\s+|any\s+|the\s+)?(?:proprietary\s+|confidentiality\s+|copyright\s+)?(?:notices?|legends?|headers?|markings?))|\bretention|\bdestr(?:oy|uction)|\bcop(?:y|ies)\b[^.;]{0,60}\b(?:supplied|provided|furnished)\s+by\b|\b(?:may|can)\s+keep\b|\bneed\s+not\s+(?:delete|destroy|return|erase)\b/i] },
    { verdict: 'Contradiction', all: [/(?:\bnot\b|n[’']t\b|\bforbidden\s+to\b),?(?:\s+[\w-]+[,:]?){0,6}?\s+(?:any\s+)?(?:copy|reproduce|duplicate|photocopy|photocopied|copied|reproduced|duplicated|make\s+(?:any\s+)?cop(?:y|ies))\b|\bno\s+cop(?:y|ies)\s+(?:\w+\s+){0,3}(?:made|shall|will|may)|\bmake\s+no\s+cop(?:y|ies)\b|\bno\s+(?:party|person|one|recipient)\s+(?:shall|will|may)\b(?:\s+[\w-]+,?){0,6}?\s+(?:copy|reproduce|duplicate|photocopy)\b/i], none: [RETAIN, COPY_AMONG_OTHERS] },
  ],
  // No solicitation of the other side's people: soliciting customers, a no-shop, or a bar on contacting people
  // about the deal is another covenant.
  'nda-18': [
    { verdict: 'Entailment', all: [/(?:\bsolicit|\bhire\b|\bhiring|\bemploy\b|\bentice|\brecruit(?!ers?\b)|\binduce\b(?!\s+(?:\w+\s+){0,3}to\s+(?:deal|trade|buy|sell|acquire|dispose|subscribe|invest)\b))[^.;]{0,150}(?:\bemployees?\b|\bemployed\b|\bemployment\b|\bpersonnel\b|\bofficers?\b|\bstaff\b|\bdirectors?\b)|(?:\bemployees?\b|\bemployed\b|\bpersonnel\b|\bofficers?\b|\bstaff\b|\bdirectors?\b)[^.;]{0,100}(?:\bsolicit|\bhire\b|\bhiring|\bemploy\b|\bentice|\brecruit(?!ers?\b)|\binduce\b(?!\s+(?:\w+\s+){0,3}to\s+(?:deal|trade|buy|sell|acquire|dispose|subscribe|invest)\b))|\bterminate\s+(?:such|his|her|their)\s+employment|\b(?:encourage|persuade|urge)\w*\b[^.;]{0,60}\bemployees?\b[^.;]{0,40}\bto\s+(?:leave|quit|resign|stop\s+working)\b|\bapproach\w*\b[^.;]{0,120}\b(?:staff|employees?|personnel)\b[^.;]{0,80}\b(?:offer\s+of\s+employment|employment|hire|job|to\s+(?:come\s+and\s+)?work\s+for|to\s+join)/i, /\bnot\b|\bnor\b|\bneither\b|\brefrain|\bwithout|\bno\s+circumstances/i], none: [FREE_TO_SOLICIT] },
    // Expressly free to solicit or hire the other side's people (listed second: a no-hire elsewhere wins).
    { verdict: 'Contradiction', all: [FREE_TO_SOLICIT, /\bemployees?\b|\bstaff\b|\bpersonnel\b|\bindividual/i], none: [/\bgeneral\s+(?:solicitation|advertisement|advertising)|\bnot\s+(?:specifically\s+)?(?:targeted|directed)|\bresponds?\s+to\b/i] },
  ],
  // Survival: obligations outliving termination, expiry, or the return of the information; duties lasting until the
  // information becomes public; an agreement that ends save for named sections (those outlive it).
  // "Remains in force" alone is how long the agreement runs, not what outlives it; information received after
  // termination is an exclusion from the duty, not a duty that survives; staying in force until a date after the
  // end of some other relationship is the agreement's own term.
  'nda-19': [
    { verdict: 'Entailment', all: [/\bsurviv|\b(?:after|following|beyond)\s+(?:this|the)\s+(?:[A-Z]\w+\s+)?(?:agreement|contract|letter|engagement)\s+(?:ends|terminates|expires|is\s+terminated|has\s+(?:ended|terminated|expired))|\b(?:after|following|beyond|from)\s+(?:the\s+)?(?:date\s+of\s+)?(?:any\s+)?(?:termination|expiration|expiry)|\b(?:after|from)\s+the\s+date\s+(?:on\s+which|when)\s+(?:this|the\s+present|the)\s+(?:\w+\s+)?(?:agreement|contract|instrument)\s+(?:terminates|expires|ends|is\s+terminated)\b|\bcontinue\s+(?:in\s+(?:full\s+)?(?:force|effect)|to\s+(?:apply|bind|be\s+bound))[^.;]{0,80}\b(?:terminat|expir)|\bnotwithstanding\s+(?:the\s+|any\s+|such\s+|its\s+)?(?:[\w-]+\s+){0,2}?(?:terminat|expir|return|destruction)|\bcontinue\s+to\s+(?:apply|be\s+(?:bound|held|subject)|treat|receive|remain)|\bobligations?\b[^.;]{0,160}\b(?:shall|will)\s+continue\b|\b(?:obligations?|promises?|duties|undertakings?)\b[^.;]{0,120}\bfor\s+(?:[\w()]+\s+){1,3}(?:years?|months?)\s+after\s+(?:it|this\s+agreement|the\s+\w+)\s+(?:ends|terminates|expires)\b|\b(?:obligations?|promises?|duties|undertakings?|commitments?)\b[^.;]{0,100}\b(?:continues?|carry\s+on|carries\s+on|lasts?|appl(?:y|ies))\s+(?:(?:for\s+(?:[\w()]+\s+){0,3}(?:years?|months?)\s+)?after|beyond|following)\b|\bremain\s+(?:subject\s+to|bound)|\bcontinues?\s+(?:indefinitely\s+|in\s+(?:force|effect)\s+)?(?:after|beyond|following)\s+(?:the\s+end\s+of\s+)?(?:my|your|his|her|its|their|the|this)\s+(?:[\w-]+\s+){0,3}?(?:ends|ended|terminates|is\s+terminated|expires|service|employment|engagement)\b|\b(?:remain|continue)\s+in\s+(?:full\s+)?(?:force|effect)[^.;]{0,80}\b(?:after|following|beyond|notwithstanding|survive)|\bshall\s+not\s+terminate|\bwithout\s+limit(?:ation)?\s+(?:of|as\s+to)\s+time|\bwithout\s+(?:any\s+)?time\s+limit|\bso\s+long\s+as\b[^.;]{0,60}\b(?:confidential|trade\s+secret|non-?public)|\buntil\b[^.;]{0,60}\b(?:becomes?|become|is\s+made|are\s+made)\s+(?:\w+\s+){0,3}(?:public|generally\s+(?:available|known))|\((?:other\s+than|except(?:\s+for)?|save\s+for|excluding)\s+(?:sections?|clauses?|paragraphs?)\s+[\w.()]+\)\s+(?:shall|will)\s+(?:terminate|expire)|\b(?:shall|will)\s+(?:terminate|expire)\b[^.;]{0,120}\b(?:other\s+than|except(?:\s+for)?|save\s+for|excluding)\s+(?:the\s+)?(?:obligations\s+(?:under|in)\s+)?(?:sections?|clauses?|paragraphs?)\s+\d/i], none: [NONE_SURVIVE, /\bfor\s+the\s+(?:remainder|rest|balance)\s+of\s+the\s+term\b|\bfor\s+(?:so\s+long\s+as|as\s+long\s+as|while)\s+(?:it|this\s+(?:\w+\s+)?agreement|this\s+letter)\s+(?:is|remains)\s+in\s+(?:force|effect)/i, /\b(?:received|disclosed|obtained|acquired)\b[^.;]{0,60}\b(?:after|following)\s+(?:the\s+)?(?:termination|expiration|expiry)/i, TERM_UNTIL, /\b(?:legally|lawfully)\s+required\b[^.;]{0,120}\bcontinue\s+to\s+treat\b|\bcontinue\s+to\s+treat\s+(?:the\s+|any\s+)?(?:information|confidential\s+information)\s+so\s+disclosed\b/i] },
    // The end "shall not release" a party from its obligations.
    { verdict: 'Entailment', all: [/\b(?:termination|expiration|expiry)\b[^.;]{0,80}\b(?:shall|will|does)\s+not\s+(?:release|relieve|discharge)\s+(?:\w+\s+){0,3}from\s+(?:\w+\s+){0,2}obligations\b(?!\s+(?:under|pursuant\s+to)\s+(?:[\w-]+\s+){0,6}?(?:law|laws|regulations?|statutes?|acts?)\b)/i] },
    // Promises that "keep applying for two years after" the end, or that remain binding after it.
    { verdict: 'Entailment', all: [/\b(?:keeps?|continues?)\s+(?:applying|to\s+apply)\s+for\s+[\w()]+\s+(?:\(\d+\)\s+)?(?:years?|months?)\s+after\b|\bremains?\s+binding\s+(?:on\s+\w+\s+)?(?:after|beyond)\b/i] },
    // Promises that "don't stop when the beta ends".
    { verdict: 'Entailment', all: [/(?:\bnot\b|n[’']t\b)\s+(?:stop|end|cease|lapse|expire|terminate)\s+(?:when|on|upon|at|with|if)\s+(?:[\w’']+\s+){0,4}?(?:ends|ended|terminat\w*|expir\w*|end\b|over\b)/i] },
    // Every obligation expressly ends with the agreement (listed second: survival wording elsewhere wins).
    { verdict: 'Contradiction', all: [/\breleased\s+from\s+(?:all|any)\s+(?:\w+\s+){0,2}obligations\b|\b(?:neither|none)\s+of\s+(?:us|them|the\s+parties)\s+(?:has|have|shall\s+have|will\s+have)\s+(?:any\s+)?further\s+(?:obligations?|duties)\b|\bobligations\s+(?:\w+\s+){0,4}(?:shall|will)\s+(?:end|cease|terminate|expire|lapse)\s+on\s+that\s+date\b|\bnone\s+of\s+(?:the\s+|its\s+|our\s+|your\s+|their\s+)?(?:obligations|duties|promises)\b(?:\s+\w+){0,3}\s+(?:continues?|survives?|remains?)\b|\bso\s+do\s+(?:the\s+|its\s+|all\s+|our\s+|your\s+|their\s+)?(?:obligations|duties|promises)\b|\bobligations\b[^.;]{0,60}\b(?:shall|will)\s+cease\s+to\s+have\s+(?:any\s+)?(?:further\s+)?(?:force\s+or\s+)?effect\b|\b(?:upon|on|at|following|with)\s+(?:the\s+)?(?:expiry|expiration|termination|end)\b[^.;]{0,80}\bobligations\b[^.;]{0,60}\b(?:shall|will)\s+(?:end|cease|terminate|expire|lapse)\b|\b(?:all|any)\s+(?:(?:of\s+)?(?:the|its|your|their|our)\s+)?(?:[\w’']+['’]s\s+)?obligations\b[^.;]{0,80}\b(?:end|cease|terminate|expire|lapse)s?\b|\bobligations\s+(?:\w+\s+){0,12}(?:shall|will)\s+(?:end|cease|terminate|expire|lapse)\s+(?:\w+\s+){0,3}(?:on|upon|when|with|at)\s+(?:the\s+|its\s+)?(?:termination|expiry|expiration|end)/i, /\bterminat|\bexpir|\bends?\b|\bend\s+of/i], none: [/(?<!\b(?:none|no|not)\b[^.;]{0,40})\bsurviv|\bsave\s+(?:as|for)\b(?![^.;]*\bbreach)|\bexcept\b(?![^.;]*\bbreach)|\bother\s+than\b|\bnotwithstanding|\b(?:after|following)\s+(?:the\s+|any\s+|such\s+)?(?:termination|expiry|expiration)|\bperiod\s+of\b/i] },
  ],
  // Retention after return: allowed for archives, back-ups or legal requirements. Keeping information confidential,
  // or keeping a record of what was received, is not retention. A duty to return every copy,
  // or a bar on keeping any, is read by annotators as silence on retention far more often than as a
  // contradiction, so no wording here answers Contradiction. Read with the next sentence: an exception to the
  // destruction is often broken over two lines.
  'nda-20': [
    { verdict: 'Entailment', all: [/\bmay\s+(?:(?!not\b|never\b|no\b)\w+\s+){0,4}(?:retain|keep)\b|\bentitled\s+to\s+(?:retain|keep)|\bnot\s+(?:be\s+)?(?:required|obliged|obligated)\s+(?:by\s+(?:clause|section|paragraph|article)\s+[\w.()]+\s+)?to\s+(?:return|destroy|delete|erase|purge)|\bnot\s+(?:oblige|require|obligate)\s+(?:\w+\s+){1,3}to\s+(?:return|destroy|delete|erase|purge)|\b(?:do\s+not|don[’']t|does\s+not|doesn[’']t|need\s+not|not)\s+(?:have|need)\s+to\s+(?:return|destroy|delete|erase|purge)|\bneed\s+not\s+(?:return|destroy|delete|erase|purge)\b|(?<!\b(?:no\s+cop(?:y|ies)|(?:retain|keep)\s+no)\b[^.;]{0,100})\b(?:back-?up|archiv)\w*[^.;]{0,100}(?<!\b(?:not|never)\s)\b(?:retain|retention|not\s+required|need\s+not|exempt|excluded)|(?<!\b(?:not|never|no)\s+(?:\w+\s+){0,3})\b(?:retain|kept|keep)\b(?!\s+no\b|\s+(?:\w+\s+){0,4}?(?:strictly\s+)?(?:confidential(?!\s+(?:information|materials?))|secret|in\s+(?:strict\s+|strictest\s+)?confidence)|\s+a\s+(?:written\s+)?record\b)[^.;]{0,80}\b(?:required\s+by\s+(?:law|applicable)|(?:applicable\s+)?laws?\b|regulat|legal|statut|archiv|back-?up|record|compliance)|\bretain\s+(?:one|a)\s+(?:\(\d\)\s+)?(?:archival\s+)?cop|\bdestruction\s+(?:shall|will)\s+not\s+be\s+(?:made|required)|\bno\s+such\s+(?:destruction|deletion|return)\s+(?:or\s+(?:destruction|deletion|return)\s+)?shall\s+be\s+required|\b(?:return|destruction)\b[^.;]{0,60}\binfeasible|\bexclud\w*\s+from\s+the\s+(?:obligation|duty)\b(?:[^.;]|\.(?=\d)){0,160}\b(?:back-?up|archiv|retention|must\s+keep|required\s+to\s+keep)|\binfeasible\b[^.;]{0,80}\b(?:return|destr)/i], pair: true },
  ],
};

/** The verdict that wins when both fire: the one listed first for the statement (the more specific wording). */
export function firstVerdict(statement: string): RuleVerdict {
  return RULES[statement]?.[0]?.verdict ?? 'Entailment';
}

/** The text a sentence's rules read: its list's opening sentence, then the sentence. */
/** A span's text on one line: a sentence wrapped over lines is read whole, as patterns match words, not the page's width. */
const oneLine = (text: string, s: Span) => text.slice(s.start, s.end).replace(/\s*\n\s*/g, ' ');

export function ruleText(text: string, seg: NliSegment): string {
  const own = oneLine(text, seg).replace(RUN_IN_TITLE, '$1');
  // The item's number ("4.1.2", "(c)") would cut the lead-in from the item for patterns that stop at a full stop.
  return seg.lead ? oneLine(text, seg.lead) + ' ' + own.replace(ITEM_NUMBER, '') : own;
}

/** A clause's run-in title ("6. Return of Materials. If you ..."): a title names a topic, it does not say what the clause does. */
const RUN_IN_TITLE = /^(\s*(?:\d+(?:\.\d+)*\.?|\(?[a-z]\)|[A-Z]\.)?\s*)[A-Z][\w'’&/,-]*(?:\s+(?:[A-Z][\w'’&/,-]*|of|and|or|to|for|the|on|in|by|with|a)){0,7}\.\s+(?=[A-Z“"])/;
const ITEM_NUMBER = /^\s*(?:\(?[a-z]{1,2}\)|\(?[ivx]{1,5}\)|[a-z]\.|\d+(?:\.\d+)*\.?\)?)\s+/i;

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
  const pairs = texts.map((s, i) => (i + 1 < texts.length ? s + ' ' + oneLine(text, segs[i + 1]!) : s));
  return statements.map((id) => {
    const hits: RuleHits = { entail: [], contra: [] };
    for (const r of RULES[id] ?? []) {
      const read = r.pair === 'trigger' ? texts.map((s, i) => (segs[i + 1]?.para === segs[i]!.para || r.all[0]!.test(s) ? pairs[i]! : s)) : r.pair ? pairs : texts;
      read.forEach((s, i) => {
        // A 'trigger' rule also reads the sentence alone, so what the next clause says cannot veto it.
        if (fires(r, s) || (r.pair === 'trigger' && fires(r, texts[i]!))) (r.verdict === 'Entailment' ? hits.entail : hits.contra).push(i);
      });
    }
    return hits;
  });
}
