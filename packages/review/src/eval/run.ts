import { CUAD_CATEGORIES } from '../data/categories.ts';
import { dataDir } from '../data/paths.ts';
import { evalCuad } from './cuad-eval.ts';
import { addLocation, median, nliScores, NO_LOCATION, precision, ratio, recall, type Counts } from './metrics.ts';
import { evalNli, nliStatementTable } from './nli-eval.ts';
import { answerWrittenNdas, writtenAccuracy } from '../nli/written.ts';
import { answerWrittenContracts, issueScores } from '../playbook/written.ts';
import { evalPdf } from './pdf-eval.ts';
import { fmt, table } from './table.ts';

/**
 * `npm run -s review:eval [-- --all] [--no-pdf] [--limit N] [--only nli]`: the engine on the evaluation slice of the dev sets
 * (files no training or rule-writing reads), with the metric tables of review-notes.md. `--all` runs every dev file
 * (numbers on files that training saw are optimistic; use them only to compare with the slice). `--only nli` runs the
 * NDA statements alone (no clauses, no PDF check).
 */
const argv = process.argv.slice(2);
const all = argv.includes('--all');
const onlyAt = argv.indexOf('--only');
const only = onlyAt >= 0 ? argv[onlyAt + 1] : undefined;
if (only !== undefined && only !== 'nli') {
  console.error(`--only: unknown part ${only} (known: nli)`);
  process.exit(1);
}
const noPdf = argv.includes('--no-pdf') || only === 'nli';
const limitAt = argv.indexOf('--limit');
const limit = limitAt >= 0 ? Number(argv[limitAt + 1]) : undefined;
const quiet = !process.stderr.isTTY;
const log = (s: string) => {
  if (!quiet) process.stderr.write(`\r${s}   `);
};

const data = dataDir();
if (!data) {
  console.error('No data folder: set LEXBRIDGE_DATA or place the data in ../shared/data (see README.md).');
  process.exit(1);
}

const print = (s = '') => process.stdout.write(`${s}\n`);
const slice = all ? 'all dev files' : 'evaluation slice (sha256(file name) starts with 0-3)';
print(`# Review engine evaluation — ${slice}`);
print(`data: ${data}`);

const cuad = only === 'nli' ? null : await evalCuad(data, { all, limit, log });
log('');
// The clause tables, unless only the NDA statements are asked for.
if (cuad) {
  const micro: Counts = { tp: 0, fp: 0, fn: 0 };
  let loc = { ...NO_LOCATION };
  for (const c of CUAD_CATEGORIES) {
    const p = cuad.presence.get(c)!;
    micro.tp += p.tp;
    micro.fp += p.fp;
    micro.fn += p.fn;
    loc = addLocation(loc, cuad.location.get(c)!);
  }
  print();
  print(`## CUAD clauses (${cuad.files} contracts${cuad.failures.length ? `, ${cuad.failures.length} failed` : ''})`);
  print(table(['metric', 'value', 'floor'], [
    ['presence precision (micro)', fmt(precision(micro)), '0.90'],
    ['presence recall (micro)', fmt(recall(micro)), '0.90'],
    ['location precision', fmt(ratio(loc.predMatched, loc.pred)), '0.60'],
    ['location recall', fmt(ratio(loc.goldMatched, loc.gold)), '0.80'],
  ]));
  print();
  print('### Per category');
  print(table(
    ['category', 'gold', 'pred', 'tp', 'P', 'R', 'gold spans', 'loc R', 'pred spans', 'loc P'],
    CUAD_CATEGORIES.map((c) => {
      const p = cuad.presence.get(c)!;
      const l = cuad.location.get(c)!;
      return [c, p.tp + p.fn, p.tp + p.fp, p.tp, fmt(precision(p), 2), fmt(recall(p), 2), l.gold, fmt(ratio(l.goldMatched, l.gold), 2), l.pred, fmt(ratio(l.predMatched, l.pred), 2)];
    }),
  ));
  for (const f of cuad.failures) print(`failed: ${f.file}: ${f.error}`);
}

const nli = await evalNli(data, { all, limit, log });
log('');
print();
print(`## ContractNLI statements (${nli.files} NDAs${nli.failures.length ? `, ${nli.failures.length} failed` : ''})`);
if (nli.answered === 0) {
  print('accuracy n/a, Contradiction F1 n/a, Entailment F1 n/a (the engine gave no statement answers)');
} else {
  const s = nliScores(nli.pairs);
  print(table(['metric', 'value', 'floor'], [
    ['accuracy', fmt(s.accuracy), '0.85'],
    ['Contradiction F1', fmt(s.contradictionF1), '0.40'],
    ['Entailment F1', fmt(s.entailmentF1), ''],
    ['labels', String(s.n), ''],
  ]));
  print(nliStatementTable(nli.pairs));
}
print(`contract type of the NDAs: ${[...nli.types].map(([t, n]) => `${t} ${n}`).join(', ')}`);
const written = writtenAccuracy(answerWrittenNdas());
print(`written NDAs (test-data/written-ndas, labelled by the team): accuracy ${fmt(written.all)} of ${written.n} labels, ${fmt(written.certain)} of the ${written.nCertain} no annotator would doubt`);
for (const f of nli.failures) print(`failed: ${f.file}: ${f.error}`);

if (only !== 'nli') {
  const written = await answerWrittenContracts();
  const row = (name: string, s: ReturnType<typeof issueScores>) => [name, s.n, s.fires, fmt(s.precision), fmt(s.recall), fmt(s.accuracy)];
  print();
  print(`## Playbook on written contracts (test-data/written-contracts: ${written.contracts} contracts, each issue labelled by the team for one side)`);
  print(table(['labels', 'n', 'raised by the reviewer', 'precision', 'recall', 'accuracy'], [
    row('all', issueScores(written.pairs)),
    row('no reviewer would doubt', issueScores(written.pairs.filter((p) => !p.doubt))),
  ]));
  print(`contract family detected as labelled: ${written.familyRight} of ${written.contracts}`);
}

print();
print('## Quotes');
const qTotal = (cuad?.quotes.total ?? 0) + nli.quotes.total;
const qOk = (cuad?.quotes.verbatim ?? 0) + nli.quotes.verbatim;
print(`verbatim: ${qOk}/${qTotal}${qTotal ? ` (${fmt(qOk / qTotal)})` : ' (no quotes: the engine reported no issues)'}`);

if (!noPdf) {
  const pdf = await evalPdf(data, log);
  log('');
  const ok = pdf.rows.filter((r) => !r.error);
  print();
  print(`## PDF text against the txt twins (${pdf.rows.length} dev PDFs)`);
  print(table(['metric', 'value', 'floor'], [
    ['token F1 (mean)', fmt(ok.reduce((s, r) => s + r.f1, 0) / Math.max(1, pdf.rows.length)), '0.95'],
    ['token F1 (min)', fmt(Math.min(...pdf.rows.map((r) => r.f1))), ''],
    ['token precision (mean)', fmt(ok.reduce((s, r) => s + r.precision, 0) / Math.max(1, ok.length)), ''],
    ['token recall (mean)', fmt(ok.reduce((s, r) => s + r.recall, 0) / Math.max(1, ok.length)), ''],
    ['ms per page (median)', fmt(median(ok.map((r) => r.ms / Math.max(1, r.pages))), 0), ''],
  ]));
  const worst = [...pdf.rows].sort((a, b) => a.f1 - b.f1).slice(0, 5);
  print(table(['lowest', 'pages', 'F1', 'P', 'R'], worst.map((r) => [r.file.slice(0, 60), r.pages, fmt(r.f1), fmt(r.precision), fmt(r.recall)])));
  for (const r of pdf.rows.filter((x) => x.error)) print(`failed: ${r.file}: ${r.error}`);
}

const times = [...(cuad?.times ?? []), ...nli.times];
const long = times.filter((t) => t.chars > 90_000);
print();
print('## Time per contract (engine in process; the whole command is timed by bench/review)');
print(table(['set', 'files', 'median ms', 'max ms'], [
  ['all reviewed', times.length, fmt(median(times.map((t) => t.ms)), 0), fmt(Math.max(...times.map((t) => t.ms)), 0)],
  ['over 90,000 chars', long.length, fmt(median(long.map((t) => t.ms)), 0), long.length ? fmt(Math.max(...long.map((t) => t.ms)), 0) : 'n/a'],
]));
