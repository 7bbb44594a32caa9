import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem, type as osType, release } from 'node:os';
import { dirname } from 'node:path';
import { TIMEOUT_SECONDS, type Measured } from './load.ts';
import { repoRoot, type BenchOptions, type DbTarget } from './options.ts';
import type { ProfileSummary } from './profile.ts';
import type { CpuPerRequest } from './cpu.ts';

/** The targets, judged on PostgreSQL (PGlite is reported alongside). */
export const TARGETS = { minRatio: 0.3, maxP99Ms: 20, judgedOn: 'pg' as DbTarget };

/** One round of one target, kept in the results file so the spread between rounds shows. */
export interface RoundFigures {
  requestsPerSec: number;
  p99Ms: number;
  serverUs: number | null;
  databaseUs: number | null;
}

/** Rates, latencies and CPU come from the target's median round; the request and answer counts cover every round. */
export interface TargetResult extends Measured {
  name: string;
  /** hello: the yardstick; product: GET /api/users on the real server; floor: hello-world plus one database query. */
  kind: 'hello' | 'product' | 'floor';
  path: string;
  database: DbTarget | null;
  /** The product with its session-check cache off (reported, not judged). */
  uncached?: boolean;
  /** Mean requests/s as a share of hello-world's in the same run (the mean of its first and last run). */
  ratio: number;
  verified: boolean;
  cpuPerRequest: CpuPerRequest;
  rounds: RoundFigures[];
  profile?: ProfileSummary;
}

export interface BenchReport {
  recordedAt: string;
  machine: { cpuModel: string; cores: number; memoryGb: number; os: string; node: string; autocannon: string };
  /** 1-minute load average before the first and after the last run: other work on the machine skews every figure. */
  loadAverage: { before: number; after: number };
  commit: string;
  /** The checkout whose server was measured, when not this one. */
  serverRoot?: string;
  settings: { connections: number; warmupSec: number; durationSec: number; rounds: number; serverLogLevel: string; databases: DbTarget[] };
  targets: typeof TARGETS;
  results: TargetResult[];
  verdict: {
    ratio: number | null;
    p99Ms: number | null;
    ratioMet: boolean | null;
    p99Met: boolean | null;
    /** What hello-world plus one query reached on the same database: the ceiling for any endpoint that uses it. */
    floorRatio: number | null;
    allAnswersVerified: boolean;
  };
}

/** HEAD, marked "+changes" when the server or its packages differ from it in the working tree. */
function gitCommit(): string {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--', 'apps/server/src', 'packages'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return dirty ? `${head}+changes` : head;
  } catch {
    return 'unknown';
  }
}

export function buildReport(opts: BenchOptions, autocannonVersion: string, loadBefore: number, results: TargetResult[]): BenchReport {
  const judged = results.find((r) => r.kind === 'product' && r.database === TARGETS.judgedOn && !r.uncached);
  const floor = results.find((r) => r.kind === 'floor');
  return {
    recordedAt: new Date().toISOString(),
    machine: {
      cpuModel: cpus()[0]?.model.trim() ?? 'unknown',
      cores: cpus().length,
      memoryGb: Math.round(totalmem() / 2 ** 30),
      os: `${osType()} ${release()}`,
      node: process.version,
      autocannon: autocannonVersion,
    },
    loadAverage: { before: round(loadBefore, 2), after: round(loadavg()[0], 2) },
    commit: gitCommit(),
    ...(opts.serverRoot !== repoRoot ? { serverRoot: opts.serverRoot } : {}),
    settings: {
      connections: opts.connections,
      warmupSec: opts.warmup,
      durationSec: opts.duration,
      rounds: opts.rounds,
      serverLogLevel: opts.logLevel,
      databases: opts.databases,
    },
    targets: TARGETS,
    results,
    verdict: {
      ratio: judged ? round(judged.ratio, 3) : null,
      p99Ms: judged ? judged.latencyMs.p99 : null,
      ratioMet: judged ? judged.ratio >= TARGETS.minRatio : null,
      p99Met: judged ? judged.latencyMs.p99 < TARGETS.maxP99Ms : null,
      floorRatio: floor ? round(floor.ratio, 3) : null,
      allAnswersVerified: results.every((r) => r.verified),
    },
  };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

export function printTable(report: BenchReport): void {
  const head = ['target', 'req/s (mean)', '± sd', 'p50 ms', 'p99 ms', 'max ms', 'requests', 'non-2xx', 'bad body', 'no answer', 'ratio', 'CPU µs/req: server', 'db', 'autocannon'];
  const us = (v: number | null) => (v === null ? '-' : v.toFixed(0));
  const rows = report.results.map((r) => [
    r.name,
    r.requestsPerSec.mean.toFixed(0),
    r.requestsPerSec.stddev.toFixed(0),
    String(r.latencyMs.p50),
    String(r.latencyMs.p99),
    String(r.latencyMs.max),
    String(r.requests),
    String(r.non2xx),
    String(r.mismatches),
    String(r.errors),
    r.ratio.toFixed(3),
    us(r.cpuPerRequest.serverUs),
    us(r.cpuPerRequest.databaseUs),
    us(r.cpuPerRequest.loadGeneratorUs),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  const s = report.settings;
  const rounds = s.rounds > 1 ? `, ${s.rounds} rounds (figures of each target's median round; counts of all)` : '';
  console.log(`\n${report.machine.cpuModel} × ${report.machine.cores}, Node ${report.machine.node}, ${s.connections} connections, ${s.warmupSec} s warm-up + ${s.durationSec} s measured each${rounds}`);
  console.log(`load average (1 min) before ${report.loadAverage.before}, after ${report.loadAverage.after}`);
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));

  const v = report.verdict;
  const t = report.targets;
  if (v.ratio !== null) {
    console.log(
      `\nTarget on PostgreSQL: ratio ≥ ${t.minRatio} → ${v.ratio} ${v.ratioMet ? 'met' : 'MISSED'}; ` +
        `p99 < ${t.maxP99Ms} ms → ${v.p99Ms} ms ${v.p99Met ? 'met' : 'MISSED'}`,
    );
    if (v.floorRatio !== null) console.log(`For scale: hello-world plus one query on the same PostgreSQL reached ${v.floorRatio}.`);
  } else {
    console.log('\nTargets are judged on PostgreSQL, which this run skipped.');
  }
  const bad = report.results.filter((r) => !r.verified);
  console.log(bad.length ? `Answers NOT all verified: ${bad.map((r) => r.name).join(', ')}` : 'Every answer of every measured run was the expected success body.');
  for (const r of report.results) {
    if (r.errors > 0) console.log(`${r.name}: ${r.timeouts} requests had no answer within ${TIMEOUT_SECONDS} s, ${r.errors - r.timeouts} more ended in connection errors.`);
  }
}

export function writeReport(file: string, report: BenchReport): void {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(report, null, 2) + '\n');
}
