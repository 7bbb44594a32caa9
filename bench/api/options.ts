import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** What one benchmark run does; every value can come from a flag or from the environment (flags win). */
export type DbTarget = 'pglite' | 'pg';

export interface BenchOptions {
  /** Seconds of the measured run of each target. */
  duration: number;
  /** Seconds of load before each measured run, thrown away (JIT, connection pools, caches). */
  warmup: number;
  /** Rounds over every target; each figure is the median round's, so a burst of other work skews one round only. */
  rounds: number;
  connections: number;
  databases: DbTarget[];
  /** The product server's LOG_LEVEL during the run. */
  logLevel: string;
  /** Also load a product server on PostgreSQL with the session-check cache off (every check from the database). */
  uncached: boolean;
  /** Record a V8 CPU profile of the product server and print where its time went. */
  profile: boolean;
  /** Where the results go; empty: not written. */
  out: string;
  /** The checkout whose server is measured (another worktree, to compare a change); default this one. */
  serverRoot: string;
}

export const repoRoot = resolve(import.meta.dirname, '../..');
export const resultsDir = resolve(import.meta.dirname, 'results');

const USAGE = `npm run bench:api -- [options]
  --duration <s>      measured seconds per target        (BENCH_DURATION, default 10)
  --warmup <s>        warm-up seconds per target         (BENCH_WARMUP, default 2)
  --connections <n>   concurrent connections             (BENCH_CONNECTIONS, default 100)
  --rounds <n>        rounds over all targets, median kept (BENCH_ROUNDS, default 1)
  --db <list>         pglite, pg or pglite,pg            (BENCH_DB, default pglite,pg)
  --log-level <lvl>   product server LOG_LEVEL           (BENCH_LOG_LEVEL, default warn)
  --no-uncached       skip the PostgreSQL server with its session-check cache off (BENCH_UNCACHED=0)
  --profile           CPU-profile the product server and print its hottest functions
  --root <dir>        measure the server of another checkout (BENCH_SERVER_ROOT, default this one)
  --out <file>        results JSON                       (default bench/api/results/latest.json)
  --no-save           do not write the results file`;

function bounded(name: string, raw: string, min: number, max: number): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < min || n > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, got "${raw}"\n\n${USAGE}`);
  }
  return n;
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      rounds: { type: 'string' },
      db: { type: 'string' },
      'log-level': { type: 'string' },
      profile: { type: 'boolean', default: false },
      uncached: { type: 'boolean' },
      'no-uncached': { type: 'boolean', default: false },
      out: { type: 'string' },
      root: { type: 'string' },
      'no-save': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const databases = (values.db ?? env.BENCH_DB ?? 'pglite,pg')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const d of databases) if (d !== 'pglite' && d !== 'pg') throw new Error(`unknown database "${d}"\n\n${USAGE}`);
  if (databases.length === 0) throw new Error(`--db needs pglite, pg or both\n\n${USAGE}`);
  return {
    // Bounded, so a typo cannot leave a machine under load for an hour.
    duration: bounded('--duration', values.duration ?? env.BENCH_DURATION ?? '10', 1, 300),
    warmup: bounded('--warmup', values.warmup ?? env.BENCH_WARMUP ?? '2', 0, 60),
    connections: Math.round(bounded('--connections', values.connections ?? env.BENCH_CONNECTIONS ?? '100', 1, 1000)),
    rounds: Math.round(bounded('--rounds', values.rounds ?? env.BENCH_ROUNDS ?? '1', 1, 10)),
    databases: [...new Set(databases)] as DbTarget[],
    logLevel: values['log-level'] ?? env.BENCH_LOG_LEVEL ?? 'warn',
    profile: values.profile,
    uncached: values['no-uncached'] ? false : (values.uncached ?? !['0', 'false', 'no'].includes((env.BENCH_UNCACHED ?? '').toLowerCase())),
    out: values['no-save'] ? '' : resolve(values.out ?? resolve(resultsDir, 'latest.json')),
    serverRoot: resolve(values.root ?? env.BENCH_SERVER_ROOT ?? repoRoot),
  };
}
