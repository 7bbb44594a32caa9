import type { Bi, Clause, ClauseLibrary, Template } from '@lexbridge/drafting';

/**
 * What the browser runtime receives of a template. Not entitled: every clause text, defined-term definition and the
 * preamble are replaced by an ellipsis, so the questionnaire still runs and the live preview numbers and shows the
 * headings exactly as the full contract will (conditions, repeats and library clauses are kept), without the
 * drafting itself leaving the server. Reviewer notes never leave it.
 */
const HIDDEN: Bi = { cn: '……', en: '…' };

/** Library ids a template uses, following library clauses that use others. */
export function usedLibraryIds(template: Template, library: ClauseLibrary): Set<string> {
  const used = new Set<string>();
  const walk = (cs: Clause[] | undefined) =>
    (cs ?? []).forEach((c) => {
      if (c.use && !used.has(c.use)) {
        used.add(c.use);
        const lib = library[c.use];
        if (lib) walk([lib]);
      }
      walk(c.children);
    });
  walk(template.clauses);
  return used;
}

function hideClause(c: Clause): Clause {
  return { ...c, ...(c.text ? { text: HIDDEN } : {}), ...(c.children ? { children: c.children.map(hideClause) } : {}) };
}

export function questionnaireContent(template: Template, library: ClauseLibrary, full: boolean): { template: Template; library: ClauseLibrary } {
  const ids = usedLibraryIds(template, library);
  const { notes: _notes, ...rest } = template;
  const lib: ClauseLibrary = {};
  for (const id of ids) if (library[id]) lib[id] = full ? library[id] : hideClause(library[id]);
  if (full) return { template: rest, library: lib };
  return {
    template: {
      ...rest,
      ...(rest.preamble ? { preamble: HIDDEN } : {}),
      terms: rest.terms?.map((t) => ({ ...t, definition: HIDDEN })),
      clauses: rest.clauses.map(hideClause),
    },
    library: lib,
  };
}
