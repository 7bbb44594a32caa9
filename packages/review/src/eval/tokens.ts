/** Word tokens for comparing two extractions of one document: lower-case runs of letters and digits. */
export function tokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Token F1 of an extracted text against a reference: multiset overlap of their words. */
export function tokenF1(candidate: string, reference: string): { precision: number; recall: number; f1: number } {
  const counts = new Map<string, number>();
  const ref = tokens(reference);
  for (const t of ref) counts.set(t, (counts.get(t) ?? 0) + 1);
  const cand = tokens(candidate);
  let overlap = 0;
  for (const t of cand) {
    const c = counts.get(t) ?? 0;
    if (c > 0) {
      overlap++;
      counts.set(t, c - 1);
    }
  }
  const precision = cand.length ? overlap / cand.length : 0;
  const recall = ref.length ? overlap / ref.length : 0;
  const f1 = precision + recall ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f1 };
}
