import { spawnSync } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { cuadDir } from '../../packages/review/src/data/cuad.ts';
import { dataDir, REPO_ROOT } from '../../packages/review/src/data/paths.ts';

/**
 * Wall time of the whole review command (`node --import tsx packages/review/src/cli/review.ts <file> --json`, a
 * fresh process each time, as a user runs it) per CUAD contract: median, maximum, and the longest contracts.
 * `npm run -s bench:review [-- --n 40]` times an evenly spread sample of N contracts (default 30) plus the 3 longest.
 */
const argv = process.argv.slice(2);
const nAt = argv.indexOf('--n');
const n = nAt >= 0 ? Number(argv[nAt + 1]) : 30;
const data = dataDir();
if (!data) {
  console.error('No data folder (LEXBRIDGE_DATA or ../shared/data): nothing to time.');
  process.exit(1);
}
const dir = join(cuadDir(data), 'txt');
const files = readdirSync(dir)
  .map((f) => ({ f, size: statSync(join(dir, f)).size }))
  .sort((a, b) => a.size - b.size);
const step = Math.max(1, Math.floor(files.length / n));
const sample = new Set([...files.filter((_, i) => i % step === 0).slice(0, n), ...files.slice(-3)]);

const rows: { file: string; size: number; ms: number; cpuMs: number }[] = [];
for (const { f, size } of sample) {
  const t0 = performance.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'packages/review/src/cli/review.ts', join(dir, f), '--json'], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, REVIEW_REPORT_CPU: '1' },
  });
  const ms = performance.now() - t0;
  if (r.status !== 0) {
    console.error(`failed: ${f}: ${r.stdout.slice(0, 300)} ${r.stderr.slice(0, 300)}`);
    continue;
  }
  rows.push({ file: f, size, ms, cpuMs: Number(/cpu-ms (\d+)/.exec(r.stderr)?.[1] ?? NaN) });
}
const ms = rows.map((r) => r.ms).sort((a, b) => a - b);
const median = ms[Math.floor(ms.length / 2)];
const longest = [...rows].sort((a, b) => b.size - a.size).slice(0, 3);
console.log(`review command, ${rows.length} CUAD contracts, one process each`);
const cpu = rows.map((r) => r.cpuMs).sort((a, b) => a - b);
console.log(`wall: median ${Math.round(median)} ms, max ${Math.round(ms[ms.length - 1])} ms (targets: median < 1000, largest < 5000)`);
console.log(`cpu:  median ${cpu[Math.floor(cpu.length / 2)]} ms, max ${cpu[cpu.length - 1]} ms (user + system of the review process)`);
console.log(`load average at the end: ${(await import('node:os')).loadavg().map((x) => x.toFixed(1)).join(' ')}`);
for (const r of longest) console.log(`  ${Math.round(r.size / 1000)}k chars: wall ${Math.round(r.ms)} ms, cpu ${r.cpuMs} ms  ${r.file.slice(0, 60)}`);
