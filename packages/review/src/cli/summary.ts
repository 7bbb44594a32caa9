import type { ReviewOutput } from '../worker/engine.ts';

/** The human-readable report of the command line (without --json): key terms, then clauses by category. */
function snippet(text: string, start: number, end: number, max = 90): string {
  const s = text.slice(start, end).replace(/\s+/g, ' ').trim();
  return s.length > max ? `${s.slice(0, max - 1)}…` : s;
}

function duration(d?: { years?: number; months?: number; days?: number }): string {
  if (!d) return '?';
  if (d.years) return `${d.years} year(s)`;
  if (d.months) return `${d.months} month(s)`;
  return `${d.days ?? '?'} day(s)`;
}

export function summary({ result, doc, structure }: ReviewOutput): string {
  const lines: string[] = [];
  const t = doc.text;
  lines.push(`${result.file}: ${result.chars.toLocaleString('en-US')} characters${doc.pages ? `, ${doc.pages} pages` : ''}, reviewed in ${result.ms} ms`);
  lines.push(`Contract type: ${result.contractType}`);
  const how = result.sideAssumed ? ' (assumed: the text does not show which party you are; choose one with --side)' : result.sideInferred ? ' (inferred; choose one with --side)' : '';
  lines.push(`Side: ${result.side ?? 'unknown'}${how}`);
  if (result.amendment) lines.push('Amendment: it amends or supplements another agreement, or is an order under it, so no clause is reported missing; review it with that agreement');
  if (structure.parties.length) {
    lines.push('Parties:');
    for (const p of structure.parties) lines.push(`  - ${p.name}${p.alias ? ` ("${p.alias}")` : ''}`);
  }
  for (const d of structure.dates) lines.push(`${d.kind === 'agreement' ? 'Agreement date' : 'Effective date'}: ${t.slice(d.start, d.end)}${d.iso ? ` (${d.iso})` : ''}`);
  if (structure.term) {
    const term = structure.term;
    lines.push(
      `Term: ${term.duration ? duration(term.duration) : `"${snippet(t, term.start, term.end)}"`}${term.autoRenewal ? `, renews automatically (${duration(term.renewal)})` : ''}` +
        `${term.nonRenewalNoticeDays ? `, ${term.nonRenewalNoticeDays} days' notice to stop renewal` : ''}`,
    );
  }
  if (structure.governingLaw) lines.push(`Governing law: ${structure.governingLaw.jurisdiction}`);
  if (structure.amounts.length) {
    const top = [...structure.amounts].sort((a, b) => b.value - a.value).slice(0, 3);
    lines.push(`Largest amounts: ${top.map((a) => t.slice(a.start, a.end)).join('; ')}`);
  }
  lines.push(`Sections: ${structure.sections.filter((s) => s.heading.level === 1).length} top-level, ${structure.definitions.length} defined terms`);
  const byCat = new Map<string, typeof result.clauses>();
  for (const c of result.clauses) byCat.set(c.category, [...(byCat.get(c.category) ?? []), c]);
  lines.push('', `Clauses found: ${result.clauses.length} in ${byCat.size} categories`);
  for (const [cat, cs] of byCat) {
    lines.push(`  ${cat} (${cs.length})`);
    for (const c of cs.slice(0, 2)) lines.push(`      [${c.start}-${c.end}] ${snippet(t, c.start, c.end)}`);
  }
  lines.push('', `Issues: ${result.issues.length}`);
  for (const i of result.issues) lines.push(`  [${i.severity}] ${i.title.en} — ${i.title.cn}`);
  return lines.join('\n');
}
