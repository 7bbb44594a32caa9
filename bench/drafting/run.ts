import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { availableParallelism, cpus, loadavg } from 'node:os';
import {
  assemble,
  evaluateQuestionnaire,
  loadTemplateContent,
  renderDocx,
  renderPdf,
  setAnswer,
  type Answers,
  type ClauseLibrary,
  type CompiledTemplate,
  type Question,
} from '../../packages/drafting/src/index.ts';
import { fullAnswers, library as fixtureLibrary, sample } from '../../packages/drafting/src/fixtures.test-helpers.ts';

/**
 * Drafting engine timings on this machine, every content template of content/templates:
 *   - DOCX and PDF: assemble + render (side by side, the largest layout) with the template's largest answer set;
 *   - one questionnaire step (setAnswer + evaluateQuestionnaire) on the template with the most questions.
 * Medians of N runs (env N, default 7; 200 for the step), wall and CPU time. `--write` records the table in
 * bench/drafting/results/.
 * Targets on 2 cores: DOCX < 300 ms and PDF < 2 s for the largest template, a step < 5 ms.
 */
const N = Number(process.env.N ?? 7);
const root = fileURLToPath(new URL('../../', import.meta.url));
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
/**
 * Median wall time and median CPU time (user + system of the process) of `fn`. On a machine shared with other work
 * the wall time includes waiting for a core; the CPU time is what the work costs on a core of its own.
 */
async function measure(fn: () => unknown, n = N) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    wall.push(performance.now() - t);
    const d = process.cpuUsage(c);
    cpu.push((d.user + d.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
}

interface Subject {
  id: string;
  ct: CompiledTemplate;
  answers: Answers;
  library: ClauseLibrary;
}

const content = loadTemplateContent(join(root, 'content/templates'));
const subjects: Subject[] = [];
for (const [id, entry] of content.templates) {
  // The largest answer set: the most text to lay out.
  const set = [...entry.answerSets].sort((a, b) => JSON.stringify(b.answers).length - JSON.stringify(a.answers).length)[0];
  if (set) subjects.push({ id, ct: entry.compiled, answers: set.answers, library: content.library });
}
if (!subjects.length) subjects.push({ id: 'engine fixture', ct: sample(), answers: fullAnswers as Answers, library: fixtureLibrary });

const questionCount = (ct: CompiledTemplate) => ct.questions.size;
const countClauses = (doc: ReturnType<typeof assemble>) => {
  let n = 0;
  const walk = (cs: { children: unknown[] }[]) => cs.forEach((c) => (n++, walk(c.children as never)));
  walk(doc.clauses as never);
  return n;
};

// Warm up the PDF fonts and the code paths once.
await renderPdf(assemble(subjects[0].ct, subjects[0].answers, { library: subjects[0].library }), { layout: 'side-by-side' });

interface Row {
  id: string;
  questions: number;
  clauses: number;
  docx: { wall: number; cpu: number };
  pdf: { wall: number; cpu: number };
  docxKb: number;
  pdfKb: number;
}
const rows: Row[] = [];
for (const s of subjects) {
  const doc = () => assemble(s.ct, s.answers, { library: s.library });
  const d = doc();
  const docxBytes = await renderDocx(d, { layout: 'side-by-side' });
  const pdfBytes = await renderPdf(d, { layout: 'side-by-side' });
  rows.push({
    id: s.id,
    questions: questionCount(s.ct),
    clauses: countClauses(d),
    docx: await measure(() => renderDocx(doc(), { layout: 'side-by-side' })),
    pdf: await measure(() => renderPdf(doc(), { layout: 'side-by-side' })),
    docxKb: docxBytes.length / 1024,
    pdfKb: pdfBytes.length / 1024,
  });
}

// The questionnaire step on the template with the most questions: change one answer, evaluate everything again.
const largest = [...subjects].sort((a, b) => questionCount(b.ct) - questionCount(a.ct))[0];
const toggle = [...largest.ct.questions.entries()].find(([path, q]) => !largest.ct.groupOf.has(path) && (q.type === 'yesno' || q.type === 'single' || q.type === 'text'));
let flip = false;
const stepValue = (q: Question) => {
  flip = !flip;
  if (q.type === 'yesno') return flip;
  if (q.type === 'single') return q.options![flip ? 0 : Math.min(1, q.options!.length - 1)].value;
  return flip ? 'Shanghai' : 'Beijing';
};
const step = toggle
  ? await measure(() => evaluateQuestionnaire(largest.ct, setAnswer(largest.ct, largest.answers, toggle[0], stepValue(toggle[1]))), 200)
  : await measure(() => evaluateQuestionnaire(largest.ct, largest.answers), 200);

const biggest = [...rows].sort((a, b) => b.clauses - a.clauses)[0];
const pad = (s: string | number, n: number) => String(s).padEnd(n);
const num = (x: number, d = 0) => x.toFixed(d).padStart(9);
const verdict = (x: number, target: number) => (x < target ? 'OK' : 'OVER');
const lines = [
  'ms: median wall time / median CPU time',
  `${pad('template', 24)}${pad('questions', 10)}${pad('clauses', 8)}${'docx wall'.padStart(10)}${'docx cpu'.padStart(9)}${'pdf wall'.padStart(9)}${'pdf cpu'.padStart(9)}${'docx KB'.padStart(9)}${'pdf KB'.padStart(9)}`,
  ...rows.map((r) => `${pad(r.id, 24)}${pad(r.questions, 10)}${pad(r.clauses, 8)} ${num(r.docx.wall)}${num(r.docx.cpu)}${num(r.pdf.wall)}${num(r.pdf.cpu)}${num(r.docxKb)}${num(r.pdfKb)}`),
  '',
  `largest template (most clauses): ${biggest.id}`,
  `  DOCX ${biggest.docx.wall.toFixed(0)} ms wall, ${biggest.docx.cpu.toFixed(0)} ms CPU (target < 300): ${verdict(biggest.docx.wall, 300)} wall, ${verdict(biggest.docx.cpu, 300)} CPU`,
  `  PDF  ${biggest.pdf.wall.toFixed(0)} ms wall, ${biggest.pdf.cpu.toFixed(0)} ms CPU (target < 2000): ${verdict(biggest.pdf.wall, 2000)} wall, ${verdict(biggest.pdf.cpu, 2000)} CPU`,
  `questionnaire step on ${largest.id} (${questionCount(largest.ct)} questions, answer ${toggle?.[0] ?? '-'} changed): ${step.wall.toFixed(3)} ms wall (target < 5) ${verdict(step.wall, 5)}`,
  `load average ${loadavg().map((x) => x.toFixed(1)).join(' ')} on ${availableParallelism()} cores`,
];
console.log(lines.join('\n'));

if (process.argv.includes('--write')) {
  const dir = join(root, 'bench/drafting/results');
  mkdirSync(dir, { recursive: true });
  const machine = `${availableParallelism()} cores, ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, N=${N}`;
  const file = join(dir, `${new Date().toISOString().slice(0, 16).replace(':', '')}.md`);
  writeFileSync(file, `# Drafting benchmark ${new Date().toISOString().slice(0, 16)}Z\n\n${machine}\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`);
  console.log(`\nwritten to ${file}`);
}
