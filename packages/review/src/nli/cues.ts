/**
 * Cue lexicons: short regular expressions for the vocabulary NDAs use on each statement's topic (what a clause
 * is about) and for the polarity of a sentence (a prohibition, a permission, an exception, a restriction).
 * They are written from general drafting practice, not from any one contract, and feed both models as features:
 * the span scorer learns which topics mark a statement's evidence, the decision model which polarities turn an
 * Entailment into a Contradiction.
 */
export const TOPIC_CUES: Record<string, RegExp> = {
  reverseEngineer: /reverse[-\s]?engineer|decompil|disassembl|analy[sz]e the (?:composition|structure)/i,
  returnDestroy: /\breturn(?:ed|s)?\b|\bdestr(?:oy|oyed|uction)\b|\bdelet(?:e|ed|ion)\b|\berase|\bexpunge|\bpurge/i,
  retain: /\bretain|\bretention|\barchiv|\bback-?up|\bone\s+(?:\(1\)\s+)?(?:archival\s+)?cop(?:y|ies)|\bkeep\s+(?:one|a)\s+cop/i,
  noLicence: /\blicen[cs]e|\bright,?\s+title\b|\bgrant(?:s|ed|ing)?\b[^.]{0,40}\bright|\bno\s+rights?\b|\bownership\b|\bproperty of\b/i,
  agreementSecret: /(?:existence|nature|terms|fact)\s+(?:and\s+(?:nature|terms|existence)\s+)?of\s+(?:this|the)\s+(?:agreement|discussions?|negotiations?)|\bdiscussions?\s+(?:are|is)\s+taking\s+place|\bnegotiations?\s+(?:are|have)\b|\bfact\s+that\b[^.]{0,60}\b(?:discussions?|negotiations?|evaluati)/i,
  publicity: /\bpublic\s+announcement|\bannounce|\bpress\s+release|\bpublicity|\bpublicly\s+disclos|\bfact\s+that\b[^.]{0,80}\b(?:made\s+available|been\s+(?:disclosed|provided|furnished))/i,
  returnOnEnd: /\b(?:return|destr(?:oy|uction)|delet|eras)[^.;]{0,200}\b(?:terminat|expir|complet|conclu|cessation|ceas|no\s+longer|end\s+of)|\b(?:terminat|expir|complet|conclu|cessation|ceas|no\s+longer|end\s+of)[^.;]{0,200}\b(?:return|destr(?:oy|uction)|delet|eras)/i,
  returnOnRequest: /\b(?:return|destr(?:oy|uction)|delet|eras)[^.;]{0,160}\b(?:request|demand|direct|instruct|notice)|\b(?:request|demand|direct|instruct|notice)[^.;]{0,160}\b(?:return|destr(?:oy|uction)|delet|eras)/i,
  surviveTermination: /\bsurviv|\b(?:termination|expiration|expiry)\b[^.;]{0,80}\b(?:shall|will)\s+not\s+(?:affect|relieve|release|terminate)|\bnotwithstanding\b[^.;]{0,80}\b(?:termination|expiration|return|completion)|\bcontinue\s+(?:to\s+be\s+bound|in\s+(?:full\s+)?(?:force|effect))/i,
  retainAllowed: /\b(?:may|entitled\s+to|permitted\s+to|right\s+to)\s+(?:\w+\s+){0,2}(?:retain|keep)\b|\bexcept\b[^.;]{0,100}\b(?:retain|archiv|back-?up|legal\s+(?:hold|requirement)|required\s+by\s+law)|\bretain\b[^.;]{0,80}\b(?:one|single|archival|legal|compliance|required\s+by|records?)\b/i,
  retainForbidden: /\b(?:shall|will|must)\s+not\s+(?:\w+\s+){0,2}retain|\bretain(?:ing)?\s+no\b|\bwithout\s+(?:keeping|retaining)|\bno\s+cop(?:y|ies)[^.;]{0,60}\b(?:retain|kept|keep)/i,
  identifiedOnly: /\b(?:only\s+if|provided\s+that|if\s+and\s+only|which\s+(?:is|are)|that\s+(?:is|are))\b[^.;]{0,80}\b(?:mark|designat|identif|label|legend)|\b(?:orally|oral|verbal)[^.;]{0,120}\b(?:reduced\s+to\s+writing|confirm\w*\s+in\s+writing|summari[sz]ed\s+in\s+writing|written\s+(?:summary|confirmation))/i,
  copyForbidden: /\b(?:shall|will|must|may)\s+not\s+(?:\w+\s+){0,3}(?:copy|reproduce|duplicate|make\s+(?:any\s+)?cop)|\bno\s+cop(?:y|ies)\s+(?:shall|will|may)/i,
  copyAllowed: /\bmay\s+(?:\w+\s+){0,3}(?:copy|reproduce|make\s+(?:\w+\s+){0,2}cop)|\bcop(?:y|ies)\b[^.;]{0,60}\b(?:necessary|required|reasonably|needed)|\bexcept\b[^.;]{0,80}\bcop(?:y|ies)\b/i,
  thirdPartyForbidden: /\b(?:shall|will|must)\s+not\s+(?:\w+\s+){0,4}disclos\w*[^.;]{0,80}\bto\s+(?:any\s+)?(?:third\s+part|other\s+person|person)|\bnot\s+(?:\w+\s+){0,3}(?:to\s+)?any\s+third\s+part/i,
  technical: /\btechnical|\bscientific|\bengineering|\bknow-?how|\btrade\s+secrets?|\binventions?|\bformula|\bspecifications?|\bsoftware|\bsource\s+code|\bdesigns?\b|\bprocess(?:es)?\b/i,
  business: /\bbusiness|\bfinancial|\bcommercial|\bmarketing|\bcustomers?\b|\bclients?\b|\bpricing|\bprices?\b|\bsuppliers?|\bpersonnel|\bstrateg|\bplans\b|\bforecasts?|\bprofits?/i,
  identified: /\bmark(?:ed|ing|s)?\b|\blabel|\blegend|\bdesignat|\bidentif|\breduced\s+to\s+writing|\bconfirm(?:ed|s)?\s+(?:in\s+writing|as\s+confidential)|\bstamp/i,
  whetherOrNot: /whether\s+or\s+not|regardless\s+of\s+whether|need\s+not\s+be|irrespective\s+of|whether\s+(?:marked|identified|designated)|by\s+its\s+nature|reasonably\s+(?:be\s+)?(?:understood|expected|considered)|ought\s+reasonably/i,
  oral: /\boral(?:ly)?\b|\bverbal(?:ly)?\b|\bvisual(?:ly)?\b|\bspoken|\bin\s+any\s+(?:form|medium|manner)|\bwhether\s+(?:in\s+)?writ/i,
  survive: /\bsurviv|\b(?:after|following|beyond)\s+(?:the\s+)?(?:termination|expiration|expiry)|\bcontinue\s+(?:in\s+(?:full\s+)?(?:force|effect)|to\s+(?:apply|bind))/i,
  duration: /\b\d+\)?\s*(?:years?|months?)\b|\b(?:one|two|three|four|five|six|seven|ten|twelve|eighteen|twenty-four|thirty-six)\s+(?:\(\d+\)\s+)?(?:years?|months?)\b|\bperpetu|\bindefinite/i,
  independentDevelop: /\bindependent(?:ly)?\s+(?:develop|creat|conceiv|generat)|\bdevelop(?:ed|s)?\s+independent|\bwithout\s+(?:use\s+of|reference\s+to|access\s+to|the\s+use\s+of)\s+(?:the\s+|any\s+)?confidential/i,
  thirdPartySource: /\bthird\s+part(?:y|ies)\b|\bother\s+sources?\b|\bfrom\s+a\s+(?:source|person)\b|\brightfully\s+(?:received|obtained|acquired)|\blawfully\s+(?:received|obtained|acquired)/i,
  publicDomain: /\bpublic(?:ly)?\s+(?:domain|available|known)|\bgenerally\s+(?:available|known)/i,
  employees: /\bemployees?\b|\bofficers?\b|\bdirectors?\b|\bstaff\b|\bpersonnel\b|\bneed\s+to\s+know\b/i,
  advisers: /\bconsultants?\b|\badvis[eo]rs?\b|\bagents?\b|\bcontractors?\b|\brepresentatives?\b|\battorneys?\b|\blawyers?\b|\baccountants?\b|\baffiliates?\b|\bauditors?\b|\bsubsidiar/i,
  thirdParties: /\bthird\s+part(?:y|ies)\b|\bany\s+(?:other\s+)?(?:person|party|entity)\b|\bothers\b/i,
  copy: /\bcop(?:y|ies|ied|ying)\b|\breproduc|\bduplicat|\breplicat/i,
  compelled: /\brequired\s+by\s+(?:law|regulation|statute)|\bsubpoena|\bcourt\s+order|\bjudicial|\blegal\s+process|\bcompelled|\bgovernmental\s+(?:authority|body|order)|\brequest\s+of\s+a\s+regulator|\bstock\s+exchange|\boperation\s+of\s+law/i,
  notify: /\bnotif(?:y|ies|ied|ication)|\bnotice\b|\binform\b|\bprompt(?:ly)?\b|\badvise\b|\bprotective\s+order/i,
  solicit: /\bsolicit|\bhire\b|\bhiring|\bemploy\s|\bentice|\binduce\b[^.]{0,40}\b(?:leave|terminate)|\brecruit/i,
  purpose: /\bpurposes?\b|\bsolely\s+(?:for|in\s+connection)|\bonly\s+(?:for|in\s+connection)|\bexcept\s+(?:for|as)\b[^.]{0,40}\bpurpose/i,
  use: /\buse[sd]?\b|\butili[sz]/i,
  termination: /\btermination|\bexpir(?:y|ation)|\bupon\s+(?:the\s+)?(?:request|demand|written\s+request)|\bend\s+of\s+(?:the\s+)?(?:term|discussions)|\bcompletion/i,
  definition: /\bmeans\b|\bshall\s+mean\b|\bincludes?\b|\bincluding\b|\bdefined\b|[“"]confidential\s+information[”"]/i,
};

export const POLARITY_CUES: Record<string, RegExp> = {
  shallNot: /\b(?:shall|will|must|may)\s+not\b|\bshall\s+(?:neither|never)\b|\bagrees?\s+not\s+to\b|\bundertakes?\s+not\s+to\b|\bis\s+(?:not\s+)?(?:prohibited|forbidden)/i,
  negation: /\bnot\b|\bno\b|\bnor\b|\bnever\b|\bneither\b|\bnothing\b|\bnone\b/i,
  permission: /\bmay\b|\bpermitted|\bentitled|\bfree\s+to\b|\ballowed|\bright\s+to\b|\bis\s+authori[sz]ed/i,
  obligation: /\bshall\b|\bmust\b|\bwill\b|\bagrees?\s+to\b|\bundertakes?\s+to\b|\bis\s+required/i,
  exception: /\bexcept\b|\bunless\b|\bprovided\s*,?\s*(?:however|that)\b|\bother\s+than\b|\bsave\s+(?:as|for|that)\b|\bsubject\s+to\b|\bexclud/i,
  only: /\bonly\b|\bsolely\b|\bexclusively\b|\blimited\s+to\b/i,
  without: /\bwithout\b/i,
  consent: /\bprior\s+written\s+consent|\bwritten\s+(?:consent|approval|authori[sz]ation|permission)|\bconsent\s+of\b/i,
  all: /\ball\b|\bany\b|\beach\b|\bevery\b/i,
  including: /\binclud(?:e|es|ing)\b|\bwithout\s+limitation|\bbut\s+not\s+limited/i,
  immediately: /\bimmediately|\bwithin\s+\w+\s+(?:\(\d+\)\s+)?(?:days|business\s+days)|\bforthwith|\bpromptly/i,
};

export const CUE_NAMES: readonly string[] = [...Object.keys(TOPIC_CUES).map((k) => 't:' + k), ...Object.keys(POLARITY_CUES).map((k) => 'p:' + k)];
const CUE_RES: readonly RegExp[] = [...Object.values(TOPIC_CUES), ...Object.values(POLARITY_CUES)];

/** Which cues (index into CUE_NAMES) a piece of text matches, as a 0/1 vector. */
export function cueFlags(text: string): Uint8Array {
  const out = new Uint8Array(CUE_RES.length);
  for (let i = 0; i < CUE_RES.length; i++) out[i] = CUE_RES[i]!.test(text) ? 1 : 0;
  return out;
}

/** Index of a cue by name ('t:survive', 'p:shallNot'); throws on a typo so a bad name never passes silently. */
export function cueIndex(name: string): number {
  const i = CUE_NAMES.indexOf(name);
  if (i < 0) throw new Error(`unknown cue ${name}`);
  return i;
}
