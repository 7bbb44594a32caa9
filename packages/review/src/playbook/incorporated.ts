import type { Span } from '../types.ts';

/**
 * Clauses that stand in another agreement and are made part of this one by reference ("Section 6.9
 * (Confidentiality) of the Separation Agreement is hereby incorporated herein", "the terms of the NDA are
 * incorporated by reference"). Such a clause is not missing even though its words are not here, so a
 * missing-clause issue reads the titles named in the incorporating sentence as if they were headings.
 * A reference to this agreement's own schedules, exhibits or recitals names nothing of the sort and adds nothing.
 */
export interface IncorporatedTitle {
  title: string;
  /** The sentence that incorporates it. */
  span: Span;
}

const INCORPORATES =
  /\b(?:hereby|herein|deemed\s+(?:to\s+be\s+)?)\s*incorporated\b|\bincorporat(?:ed|es?|ing)\b[^.]{0,80}?\b(?:by\s+(?:this\s+)?reference|herein|hereby|mutatis\s+mutandis|into\s+(?:and\s+made\s+(?:a\s+)?part\s+of\s+)?this\s+(?:agreement|section|article)|as\s+if\s+(?:fully\s+)?set\s+(?:forth|out))|\bby\s+(?:this\s+)?reference\b[^.]{0,40}?\bincorporat/i;
/** A section of another document with its title in brackets: "Section 6.9 (Confidentiality)". */
const TITLED_SECTION = /\b(?:[Ss]ections?|[Aa]rticles?|[Cc]lauses?|[Pp]aragraphs?|SECTIONS?|ARTICLES?)\s+\d[\w.]*(?:\([a-z0-9]{1,4}\))*\s*\(([A-Z][^()]{2,80})\)/g;
/** The terms of a named agreement made part of this one: "the terms of the Mutual Nondisclosure Agreement". */
const NAMED_TERMS =
  /\b(?:terms|provisions|obligations)\s+(?:and\s+conditions\s+)?(?:of|contained\s+in|set\s+forth\s+in)\s+(?:the\s+|that\s+certain\s+)?((?:[A-Z][\w-]*\s+){0,4}(?:Agreement|NDA))\b/g;
/** This agreement and its own parts, whose clauses are read where they stand. */
const OWN = /^(?:this|the)?\s*(?:agreement|schedules?|exhibits?|annex(?:es)?|appendi(?:x|ces)|recitals?|attachments?)\b/i;

export function incorporatedTitles(text: string, paragraphs: readonly Span[]): IncorporatedTitle[] {
  const out: IncorporatedTitle[] = [];
  for (const p of paragraphs) {
    const para = text.slice(p.start, p.end);
    if (!/incorporat/i.test(para)) continue;
    // Sentences (a full stop before a space ends one; "6.9" does not): a title is kept only from a sentence that
    // incorporates.
    for (const m of para.matchAll(/(?:[^.]|\.(?!\s))+\.?/g)) {
      const sentence = m[0];
      if (sentence.length < 20 || !INCORPORATES.test(sentence)) continue;
      const span = { start: p.start + m.index, end: p.start + m.index + sentence.length };
      for (const t of sentence.matchAll(TITLED_SECTION)) out.push({ title: t[1]!.trim(), span });
      for (const t of sentence.matchAll(NAMED_TERMS)) {
        const title = t[1]!.trim();
        if (!OWN.test(title)) out.push({ title, span });
      }
    }
  }
  return out;
}
