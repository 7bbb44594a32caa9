import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { cuadDir } from '../../packages/review/src/data/cuad.ts';
import { dataDir, REPO_ROOT } from '../../packages/review/src/data/paths.ts';
import { ensureCliBuilt } from '../../packages/review/scripts/build-cli.mjs';
import { percentile, summarize, type Run } from './stats.ts';

/**
 * Wall time of the whole review command per CUAD contract, a fresh process each time as a user runs it:
 * `node packages/review/scripts/review.mjs <file> --json` (what `npm run -s review` runs; `--via-npm` times
 * `npm run -s review --` itself, npm's own start included). Prints median, p90 and maximum, the contracts over
 * 90,000 characters, peak memory (RSS) and CPU time reported by each review process. `--from-source` times the
 * TypeScript sources through tsx instead (the command before it was bundled).
 *
 * `npm run -s bench:review [-- --limit N] [--pdf] [--via-npm | --from-source]`: all 351 dev contracts by default; `--limit N` an
 * evenly spread sample of N by size plus the 3 longest; `--pdf` adds the 36 dev PDFs as a group of their own.
 */
const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const value = (name: string) => {
  const at = argv.indexOf(name);
  return at >= 0 ? argv[at + 1] : undefined;
};
const limit = Number(value('--limit') ?? value('--n') ?? Infinity);
const data = dataDir();
if (!data) {
  console.error('No data folder (LEXBRIDGE_DATA or ../shared/data): nothing to time.');
  process.exit(1);
}

/** Files of one folder, smallest first; with a limit, an even spread by size and always the largest three. */
function pick(dir: string, ext: string, n: number): { path: string; size: number }[] {
  const files = readdirSync(dir)
    .filter((f) => f.toLowerCase().endsWith(ext))
    .map((f) => ({ path: join(dir, f), size: statSync(join(dir, f)).size }))
    .sort((a, b) => a.size - b.size);
  if (!(n < files.length)) return files;
  const step = files.length / n;
  const chosen = new Set(Array.from({ length: n }, (_, i) => files[Math.floor(i * step)]!));
  for (const f of files.slice(-3)) chosen.add(f);
  return [...chosen].sort((a, b) => a.size - b.size);
}

// Built once before timing, so no timed run pays for a build.
await ensureCliBuilt();
const COMMANDS = {
  bundle: [process.execPath, ['packages/review/scripts/review.mjs']],
  npm: ['npm', ['run', '-s', 'review', '--']],
  // The sources through the TypeScript loader, as the command ran before it was bundled: what the bundle saves.
  source: [process.execPath, ['--import', 'tsx', 'packages/review/src/cli/review.ts']],
} as const;
const mode = flag('--via-npm') ? 'npm' : flag('--from-source') ? 'source' : 'bundle';
const command = COMMANDS[mode];

function time(path: string): Run | null {
  const t0 = performance.now();
  const r = spawnSync(command[0], [...command[1], path, '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REVIEW_REPORT_USAGE: '1' },
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) {
    console.error(`failed (${r.status}): ${path}: ${r.stdout.slice(0, 300)} ${r.stderr.slice(0, 300)}`);
    return null;
  }
  const num = (key: string) => Number(new RegExp(`${key} (\\d+)`).exec(r.stderr)?.[1] ?? NaN);
  const result = JSON.parse(r.stdout) as { chars: number };
  return { file: path, chars: result.chars, ms, cpuMs: num('cpu-ms'), rssMb: num('max-rss-kb') / 1024 };
}

function runAll(files: { path: string }[]): Run[] {
  const out: Run[] = [];
  for (const f of files) {
    const r = time(f.path);
    if (r) out.push(r);
  }
  return out;
}

const txt = runAll(pick(join(cuadDir(data), 'txt'), '.txt', limit));
const how = `${[command[0] === process.execPath ? 'node' : command[0], ...command[1]].join(' ')} <file> --json`;
console.log(`review command (${how}), one process per contract; targets: median < 1000 ms, largest < 5000 ms, memory < 1 GB`);
console.log(summarize('CUAD txt', txt));
console.log(summarize('  > 90,000 chars', txt.filter((r) => r.chars > 90_000)));
const largest = txt.reduce<Run | null>((a, r) => (!a || r.chars > a.chars ? r : a), null);
if (largest) {
  console.log(`  largest (${largest.chars} chars): wall ${Math.round(largest.ms)} ms, cpu ${largest.cpuMs} ms, peak RSS ${Math.round(largest.rssMb)} MB`);
}
console.log(`  peak RSS over all: max ${Math.round(Math.max(...txt.map((r) => r.rssMb)))} MB, p90 ${Math.round(percentile(txt.map((r) => r.rssMb), 0.9))} MB`);
if (flag('--pdf')) console.log(summarize('CUAD pdf', runAll(pick(join(cuadDir(data), 'pdf'), '.pdf', limit))));
console.log(`load average at the end (2 cores shared): ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
