/** The DOM id of a question's input: answer paths (`parties[1].name`) made safe for ids and label `for`. */
export function fieldId(path: string): string {
  return `lbq-${path.replace(/[^A-Za-z0-9_-]/g, '_')}`;
}

/** The section holding an answer path (`parties[1].name` is asked in the section of `parties`). */
export function rootQuestionId(path: string, questionIds: Iterable<string>): string | null {
  const plain = path.replace(/\[\d+\].*$/, '');
  let best: string | null = null;
  for (const id of questionIds) if ((plain === id || plain.startsWith(`${id}.`) || path.startsWith(`${id}[`)) && (!best || id.length > best.length)) best = id;
  return best;
}
