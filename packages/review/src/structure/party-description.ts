import type { Party } from '../types.ts';

/**
 * The party's own description: from its name to the label that closes it ("..., a PRC company ("Buyer")"), and on
 * to the end of that sentence or clause when it goes on after the label ("("VAL"), located at ..., Hong Kong."), but
 * never into the next party's name (`until`).
 */
export function partyDescription(text: string, p: Party, until = text.length): { start: number; end: number } {
  // A party standard terms describe instead of naming ("the customer identified in the Order Form ("Customer")"):
  // the filled-in form that names it, when the document carries one ("Customer: Shenzhen ... Co., Ltd., ...").
  if (/^(?:the|any|each)\s/.test(p.name) && p.alias) {
    const form = new RegExp(`\\n[ \\t]*(?:the\\s+)?${p.alias.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:['’]s)?(?:\\s+(?:name|details))?[ \\t]*[:\uff1a][ \\t]*(?=\\S)[^\\n]{4,400}`).exec(text.slice(p.end));
    if (form) {
      const start = p.end + form.index + 1;
      return { start, end: p.end + form.index + form[0].length };
    }
  }
  // A party set out as a form ("Party A (the Buyer): Name" / "Address: ..."): its own "Label: value" lines.
  if (formLabelled(text, p)) {
    let end = text.indexOf('\n', p.end);
    if (end < 0) end = text.length;
    // Its address may follow on lines of their own, unlabelled ("Room 1203, 388 North Road, Yiwu, China").
    let unlabelled = 0;
    for (let m; (m = FORM_LINE.exec(text.slice(end, end + 300))) && end + m[0].length <= until; ) {
      if (!m[1] && (++unlabelled > 2 || /\b(?:shall|will|agrees?|hereby)\b/i.test(m[0]))) break;
      end += m[0].length;
    }
    return { start: p.start, end: Math.min(end, until) };
  }
  const label = p.alias ? text.indexOf(p.alias, p.end) : -1;
  // A label past the next party's name is a later mention (in a form the label stands before the name).
  let end = label > 0 && label - p.end < 400 && label < until ? label + (p.alias?.length ?? 0) : Math.min(text.length, p.end + 200, until);
  const rest = text.slice(end, Math.max(end, Math.min(until, end + 250)));
  const stop = rest.search(/;|\.\s+(?=[A-Z])|\n\s*\n|\b(?:WHEREAS|RECITALS|Whereas|Recitals)\b/);
  end += stop >= 0 ? stop : rest.length;
  return { start: p.start, end };
}

/** A line of a party's form: "Label: value", or (group 1 empty) an address line with a comma and no colon. */
const FORM_LINE = /^\n[ \t]*(?:([A-Za-z][\w .()/&-]{0,40}[:\uff1a])[^\n]*|[^\n:\uff1a]{0,160},[^\n:\uff1a]{0,160})/;

/** Whether the party's label stands before its name, on its line or alone on the line above ("Seller:" / "Name"). */
function formLabelled(text: string, p: Party): boolean {
  if (!p.alias) return false;
  const lineStart = text.lastIndexOf('\n', p.start - 1) + 1;
  if (text.slice(lineStart, p.start).includes(p.alias)) return true;
  if (lineStart === 0) return false;
  const prev = text.slice(text.lastIndexOf('\n', lineStart - 2) + 1, lineStart - 1);
  return prev.includes(p.alias) && /[:\uff1a]\s*$/.test(prev);
}

/** Where the party after `p` starts (the text's end for the last one). */
export function nextPartyStart(parties: readonly Party[], p: Party, textLength: number): number {
  let next = textLength;
  for (const q of parties) if (q.start > p.start && q.start < next) next = q.start;
  return next;
}
