import type { Clause, ClauseLibrary, Template } from '@lexbridge/drafting/browser';

/**
 * A template sent without clause texts (the contract will be unpaid) still has its clause titles. The engine drops a
 * clause that has neither text nor children, so each titled clause gets a stand-in text here: the headings-only
 * preview prints titles and never the text, and the stand-in only keeps the clause (and its number) in place.
 */
const STAND_IN = { cn: '…', en: '…' };

function keep(c: Clause): Clause {
  const children = c.children?.map(keep);
  if (c.use || c.generate || c.text || !c.title) return children ? { ...c, children } : c;
  return { ...c, text: STAND_IN, ...(children ? { children } : {}) };
}

export function withHeadingStandIns(template: Template, library: ClauseLibrary): { template: Template; library: ClauseLibrary } {
  const lib: ClauseLibrary = {};
  for (const [id, c] of Object.entries(library)) lib[id] = keep(c);
  return { template: { ...template, clauses: template.clauses.map(keep) }, library: lib };
}
