import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

/** What one commerce run does; flags win over the environment. */
export interface CommerceOptions {
  /** Concurrent clients, each its own registered account. */
  clients: number;
  /** Measured seconds of each phase. */
  duration: number;
  /** Embedded PGlite (default) or a PostgreSQL 15 cluster in a temporary folder. */
  database: 'pglite' | 'pg';
  logLevel: string;
  /** Where the results go; empty: not written. */
  out: string;
}

export const resultsDir = resolve(import.meta.dirname, 'results');

const USAGE = `npm run -s bench:commerce -- [options]
  --clients <n>       concurrent clients, one account each  (BENCH_CLIENTS, default 20)
  --duration <s>      measured seconds per phase            (BENCH_DURATION, default 20)
  --pg                PostgreSQL 15 instead of embedded PGlite (BENCH_DB=pg)
  --log-level <lvl>   server LOG_LEVEL                      (BENCH_LOG_LEVEL, default warn)
  --out <file>        results file                          (default bench/commerce/results/latest.json)
  --no-save           write no results file`;

function bounded(name: string, text: string, min: number, max: number): number {
  const n = Number(text);
  if (!Number.isInteger(n) || n < min || n > max) throw new Error(`${name} must be an integer from ${min} to ${max}, not ${text}`);
  return n;
}

export function parseOptions(argv: string[]): CommerceOptions | null {
  const { values } = parseArgs({
    args: argv,
    options: {
      clients: { type: 'string' },
      duration: { type: 'string' },
      pg: { type: 'boolean' },
      'log-level': { type: 'string' },
      out: { type: 'string' },
      'no-save': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return null;
  }
  const env = process.env;
  return {
    clients: bounded('--clients', values.clients ?? env.BENCH_CLIENTS ?? '20', 1, 500),
    duration: bounded('--duration', values.duration ?? env.BENCH_DURATION ?? '20', 1, 300),
    database: values.pg || env.BENCH_DB === 'pg' ? 'pg' : 'pglite',
    logLevel: values['log-level'] ?? env.BENCH_LOG_LEVEL ?? 'warn',
    out: values['no-save'] ? '' : resolve(values.out ?? resolve(resultsDir, 'latest.json')),
  };
}
