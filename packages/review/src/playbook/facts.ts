import type { ContractType, Doc, Side, Span, Structure } from '../types.ts';
import { paragraphAt, trimSpan } from './finder.ts';
import { nextPartyStart, partyDescription } from '../structure/party-description.ts';
import { partySides } from './roles.ts';
import { CHINESE, isMainland } from '../structure/chinese.ts';
import type { FactName } from './types.ts';
import { isBespokeWork } from './bespoke-work.ts';
import { equityTransfer, jointVentureCompany } from './company.ts';
import { bilingualMismatches } from './bilingual.ts';

/**
 * The structure facts a `fact` detection reads, each as the span(s) a Test runs on and the issue quotes:
 * governingLaw (its sentence), term (the term and renewal text), autoRenewal (the same, only when the contract
 * renews itself), parties (the opening paragraph(s) naming them), chineseParty / selfChinese / otherChinese (the
 * description of a party whose name or address is in China, any / on the user's side / on the other side), chineseUser
 * (selfChinese, or chineseParty when no party is placed on either side), mainlandUser (the same for mainland parties),
 * mainlandParty / selfMainland / otherMainland
 * (the same descriptions, only those placing the party in mainland China), domestic
 * (the parties' paragraph when both are based in one country), noGoods (when the deal moves no physical goods),
 * noBespokeWork (when a services deal buys no work made to order: bespoke-work.ts), jointVentureCompany (the contract
 * sets up or governs a company with a registered capital) and equityTransfer (it transfers equity in one: company.ts),
 * versionsDiffer (the Chinese and English versions of a clause state different figures: bilingual.ts).
 */
interface FactInput {
  doc: Pick<Doc, 'text' | 'paragraphs'>;
  structure: Structure;
  side: Side;
  contractType?: ContractType;
}

/** The sentence around a span, within its paragraph. */
export function sentenceAround(doc: FactInput['doc'], s: Span): Span {
  const { text, paragraphs } = doc;
  const i = paragraphAt(paragraphs, s.start);
  const p = i >= 0 && paragraphs[i]!.start <= s.start ? paragraphs[i]! : s;
  // The sentence never leaves the paragraph it starts in (a fact read across a line end is cut back).
  s = { start: s.start, end: Math.min(s.end, p.end) };
  const before = text.slice(p.start, s.start);
  const stop = Math.max(before.lastIndexOf('. '), before.lastIndexOf('; '));
  const start = stop >= 0 ? p.start + stop + 2 : p.start;
  const after = text.slice(s.end, Math.max(s.end, p.end));
  const next = after.search(/\.(?:\s|$)/);
  const end = next >= 0 ? s.end + next + 1 : Math.max(s.end, p.end);
  return { start, end };
}

type Which = 'self' | 'other' | 'any';

/** The Chinese parties' descriptions, only those in mainland China: Hong Kong and Macau have laws, taxes and currencies apart. */
function mainlandParties(input: FactInput, which: Which): Span[] {
  return chineseParties(input, which).filter((d) => isMainland(input.doc.text.slice(d.start, d.end)));
}

/**
 * The user's own party among `parties`; or, when the sides of the parties are unknown, any of them. Not when the only
 * such party is the other side: a foreign forum or law is then the user's home one.
 */
function userParty(parties: (which: Which) => Span[]): Span[] {
  const self = parties('self');
  return self.length || parties('other').length ? self : parties('any');
}

/** The paragraphs a span touches, as one span. */
function paragraphsOf(doc: FactInput['doc'], s: Span): Span {
  const i = paragraphAt(doc.paragraphs, s.start);
  const j = paragraphAt(doc.paragraphs, Math.max(s.start, s.end - 1));
  const a = i >= 0 ? doc.paragraphs[i]! : s;
  const b = j >= 0 ? doc.paragraphs[j]! : s;
  return { start: Math.min(a.start, s.start), end: Math.max(b.end, s.end) };
}

/** The paragraph(s) naming the parties, from the first name to the last. */
function partiesParagraphs(doc: FactInput['doc'], parties: Structure['parties']): Span {
  return paragraphsOf(doc, { start: Math.min(...parties.map((p) => p.start)), end: Math.max(...parties.map((p) => p.end)) });
}

/** Words that describe a party: its legal form, where it is organised, its address. */
const PARTY_DESCRIPTION =
  /\b(?:Inc|Corp|Corporation|Co|Company|Ltd|Limited|LLC|GmbH|AG|plc|organi[sz]ed|incorporated|registered|existing\s+under|address|offices?|located|domiciled|residing)\b/i;

/** The opening before the recitals or the first operative words (where the parties are named). */
function opening(text: string): Span {
  const head = text.slice(0, 4000);
  const stop = head.search(/\b(?:WHEREAS|RECITALS|NOW,?\s+THEREFORE|BACKGROUND|IN\s+CONSIDERATION)\b/);
  return { start: 0, end: stop > 0 ? stop : head.length };
}

function chineseParties(input: FactInput, which: 'any' | 'self' | 'other'): Span[] {
  const { doc, structure, side } = input;
  const { text } = doc;
  const parties =
    which === 'any' ? structure.parties.filter((p) => p.start >= 0) : partySides(structure, side, doc.text)[which];
  const out: Span[] = [];
  for (const p of parties) {
    const d = partyDescription(text, p, nextPartyStart(structure.parties, p, text.length));
    if (CHINESE.test(text.slice(d.start, d.end))) out.push(d);
  }
  // Fewer than two parties read from the opening: a Chinese address there still makes a Chinese party (side
  // unknown), in a paragraph that describes a party, not one that names China for another reason (an export-control
  // clause).
  if (structure.parties.length < 2 && !out.length && which === 'any') {
    const o = opening(text);
    for (const p of doc.paragraphs) {
      if (p.start >= o.end) break;
      // With one party read, only another paragraph may describe the party that was not.
      if (structure.parties.some((x) => x.start >= p.start && x.start < p.end)) continue;
      const para = text.slice(p.start, Math.min(p.end, o.end));
      if (CHINESE.test(para) && PARTY_DESCRIPTION.test(para)) out.push(p);
    }
  }
  return out;
}

/**
 * Where a party is based, from its own description: a country, or a US state for the United States. Hong Kong and
 * Macau are customs territories of their own, so they count apart from the mainland.
 */
const PLACES: [string, RegExp][] = [
  ['HK', /\bHong\s+Kong\b/i],
  ['MO', /\bMaca[ou]\b/i],
  ['CN', /\b(?:People['’]s\s+Republic\s+of\s+China|PRC|China|Beijing|Shanghai|Shenzhen|Guangzhou|Hangzhou|Tianjin|Chongqing|Suzhou|Nanjing|Wuhan|Chengdu|Xiamen|Qingdao|Ningbo|Dongguan|Foshan|Jiangsu|Zhejiang|Guangdong|Shandong|Fujian|Sichuan|Hubei|Hunan|Henan|Hebei|Anhui|Liaoning)\b/],
  ['US', /\b(?:United\s+States|U\.S\.A?\.?|USA|Delaware|Nevada|California|New\s+York|Texas|Florida|Illinois|Massachusetts|New\s+Jersey|Pennsylvania|Ohio|Michigan|Minnesota|Colorado|Arizona|Utah|Oregon|Maryland|Virginia|North\s+Carolina|Tennessee|Missouri|Wisconsin|Indiana|Connecticut|Kentucky|Oklahoma|Louisiana|Alabama|Iowa|Kansas|Nebraska|Idaho)\b/],
  ['CA', /\b(?:Canada|Ontario|Quebec|British\s+Columbia|Alberta)\b/],
  ['GB', /\b(?:United\s+Kingdom|England|Wales|Scotland)\b/],
  ['SG', /\bSingapore\b/],
  ['JP', /\bJapan\b/],
  ['KR', /\bKorea\b/],
  ['DE', /\bGermany\b/],
  ['FR', /\bFrance\b/],
  ['IN', /\bIndia\b/],
  ['IL', /\bIsrael\b/],
  ['NL', /\bNetherlands\b/],
  ['CH', /\bSwitzerland\b/],
  ['IE', /\bIreland\b/],
  ['AU', /\bAustralia\b/],
  ['TW', /\bTaiwan\b/],
  ['KY', /\bCayman\s+Islands\b/i],
  ['VG', /\bBritish\s+Virgin\s+Islands\b/i],
  ['BM', /\bBermuda\b/],
];

/** The places one party's description names (empty when it names none). */
function placesOf(text: string): Set<string> {
  const out = new Set<string>();
  for (const [code, re] of PLACES) if (re.test(text)) out.add(code);
  if (out.has('HK') || out.has('MO')) out.delete('CN');
  return out;
}

/**
 * Both parties are based in the same one country: every party read from the opening names a place, and all the
 * same one. A deal inside one country needs no export-control clause; when a party's place is unknown the deal
 * may cross a border, and the fact stays absent.
 */
function domestic(input: FactInput): Span[] {
  const { doc, structure } = input;
  const parties = structure.parties.filter((p) => p.start >= 0);
  if (parties.length < 2) return [];
  const all = new Set<string>();
  for (const p of parties) {
    const d = partyDescription(doc.text, p, nextPartyStart(parties, p, doc.text.length));
    const places = placesOf(doc.text.slice(d.start, d.end));
    if (places.size === 0) return [];
    for (const x of places) all.add(x);
  }
  return all.size === 1 ? [partiesParagraphs(doc, parties)] : [];
}

/** Words of software, digital content and online services. */
const INTANGIBLE =
  /\b(?:software|SaaS|subscriptions?|online|internet|web\s?sites?|download\w*|hosting|licen[cs]e\s+keys?|source\s+code|object\s+code|platforms?|digital|cloud|content|electronic\s+access|end[-\s]user\s+licen[cs]e|computer\s+programs?)\b/gi;
/** Words of physical goods changing hands: shipping, carriers, packaging, stock, manufacture. */
const PHYSICAL =
  /\b(?:ship(?:s|ped|ping|ments?)?|freight|carriers?|packag\w+|warehous\w+|pallets?|F\.?O\.?B\b|Incoterms?|EXW|bills?\s+of\s+lading|defective|shelf[- ]life|inventor(?:y|ies)|lot\s+numbers?|manufactur\w+|raw\s+materials?|goods|merchandise|units?)\b/gi;
/**
 * Signs that goods are held and change hands: stock (of goods, not a company's capital stock), purchase orders,
 * shipping, trade terms, title or risk passing, buying the products.
 */
const GOODS_SIGNS =
  /\binventor(?:y|ies)\b|\bpurchase\s+orders?\b|\bwarehous\w*|\b(?:shipments?|shipped|shipping)\b|\b(?:F\.?O\.?B|C\.?I\.?F|EXW|ex[-\s]works|DDP|incoterms?)\b|(?<!\b(?:capital|common|preferred|outstanding|voting|treasury)\s)\bstock\s+(?:of\s+(?!(?:any|the|such|its|a)\s+(?:company|corporation|entity|issuer|parent|subsidiary)\b)|levels?\b)|\bsafety\s+stocks?\b|\btitle\b[^.]{0,80}\b(?:products?|goods|units|equipment)\b[^.]{0,80}\bpass\w*|\brisk\s+of\s+loss\b|\b(?:purchase|buy|order)s?\s+(?:the\s+|such\s+|all\s+)?(?:products?|goods|units)\b/i;

const count = (re: RegExp, text: string) => text.match(re)?.length ?? 0;

/**
 * The deal moves no physical goods, so recall, product liability, title retention and the like are not questions
 * for it. Either it is in software, digital content or online services (their words at least five times and twice
 * as often as words of shipping, packaging, stock or manufacture: software sold on disks still ships its copies F.O.B.),
 * or, for a contract not filed as a sale of
 * goods (a distribution, agency or promotion deal), nothing in it shows goods being held or changing hands. A
 * contract that mixes the two (a reseller of computers and their software) has goods. The span is the first
 * paragraph naming the intangible subject, else the opening paragraph.
 */
function noGoods(input: FactInput): Span[] {
  const { text, paragraphs } = input.doc;
  const soft = count(INTANGIBLE, text);
  const intangible = soft >= 5 && soft >= 2 * (count(PHYSICAL, text) + 1);
  if (!intangible && (input.contractType === 'goods' || GOODS_SIGNS.test(text))) return [];
  const words = new RegExp(INTANGIBLE.source, 'i');
  const p = (intangible && paragraphs.find((x) => words.test(text.slice(x.start, x.end)))) || paragraphs[0];
  return p ? [p] : [];
}

export function factSpans(name: FactName, input: FactInput): Span[] {
  const { doc, structure } = input;
  let spans: Span[] = [];
  switch (name) {
    case 'governingLaw':
      if (structure.governingLaw) spans = [sentenceAround(doc, structure.governingLaw)];
      break;
    case 'term':
      if (structure.term) spans = [structure.term];
      break;
    case 'autoRenewal':
      // The renewal wording's own paragraph(s): a term clause pages before it is not quoted with it.
      if (structure.term?.autoRenewal) spans = [paragraphsOf(doc, structure.term.renewalSpan ?? structure.term)];
      break;
    case 'parties': {
      const ps = structure.parties.filter((p) => p.start >= 0);
      if (ps.length) spans = [partiesParagraphs(doc, ps)];
      break;
    }
    case 'chineseParty':
      spans = chineseParties(input, 'any');
      break;
    case 'selfChinese':
      spans = chineseParties(input, 'self');
      break;
    case 'otherChinese':
      spans = chineseParties(input, 'other');
      break;
    case 'mainlandParty':
    case 'selfMainland':
    case 'otherMainland':
      spans = mainlandParties(input, name === 'mainlandParty' ? 'any' : name === 'selfMainland' ? 'self' : 'other');
      break;
    case 'chineseUser':
      spans = userParty((which) => chineseParties(input, which));
      break;
    case 'mainlandUser':
      // The same, for a party in mainland China: a Hong Kong company's foreign law is no question of PRC law.
      spans = userParty((which) => mainlandParties(input, which));
      break;
    case 'domestic':
      spans = domestic(input);
      break;
    case 'noGoods':
      spans = noGoods(input);
      break;
    case 'noBespokeWork':
      // As noGoods: a condition read through `not`, quoting the opening paragraph if ever quoted.
      if (!isBespokeWork(doc) && doc.paragraphs[0]) spans = [doc.paragraphs[0]];
      break;
    case 'jointVentureCompany':
      spans = jointVentureCompany(doc, structure);
      break;
    case 'equityTransfer':
      spans = equityTransfer(doc, structure);
      break;
    case 'versionsDiffer':
      spans = bilingualMismatches(doc);
      break;
  }
  return spans.map((s) => trimSpan(doc.text, s)).filter((s): s is Span => s !== null);
}
