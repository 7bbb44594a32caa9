import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { clusterCpuUs, processCpuUs, type CpuPerRequest } from './cpu.ts';
import { answersVerified, interrupt, measure, warmUp, type Measured } from './load.ts';
import { parseOptions, type BenchOptions } from './options.ts';
import { mainThreadProfile, printSummary, summarize, type ProfileSummary } from './profile.ts';
import { buildReport, printTable, writeReport, type RoundFigures, type TargetResult } from './report.ts';
import { startFloor, startHello, startPgServer, startProduct, type PgServer, type Target } from './targets.ts';

/**
 * API load benchmark: a bare Fastify hello-world, GET /api/users with a valid token on the real server on embedded
 * PGlite and on a PostgreSQL 15 server started here, and hello-world plus one query on that PostgreSQL. Each server
 * is its own process on 127.0.0.1, started once; autocannon runs in this process and loads one server at a time.
 * Prints a table and writes the results as JSON.
 */
interface Window {
  fromUs: number;
  toUs: number;
}
interface Slice extends Measured {
  cpuPerRequest: CpuPerRequest;
  window: Window;
}

const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const perRequest = (before: number | null, after: number | null, n: number) =>
  before === null || after === null || n === 0 ? null : Math.round(((after - before) / n) * 10) / 10;

/** Warm-up, then a measured run, with the CPU each process spent during the measured run. */
async function loadSlice(t: Target, opts: BenchOptions): Promise<Slice> {
  await warmUp(t.spec, opts.warmup);
  const db = () => (t.postmaster ? clusterCpuUs(t.postmaster) : null);
  const server0 = processCpuUs(t.server.pid);
  const db0 = db();
  const self0 = process.cpuUsage();
  const fromUs = monotonicUs();
  const m = await measure(t.spec, opts.duration);
  const toUs = monotonicUs();
  const self = process.cpuUsage(self0);
  const cpuPerRequest = {
    serverUs: perRequest(server0, processCpuUs(t.server.pid), m.requests),
    databaseUs: perRequest(db0, db(), m.requests),
    loadGeneratorUs: perRequest(0, self.user + self.system, m.requests) ?? 0,
  };
  return { ...m, cpuPerRequest, window: { fromUs, toUs } };
}

/** The target's figures from its median round (by requests/s); the answer counts summed over every round. */
function resultOf(t: Target, slices: Slice[]): TargetResult {
  const sorted = [...slices].sort((a, b) => a.requestsPerSec.mean - b.requestsPerSec.mean);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  const sum = (f: (s: Slice) => number) => slices.reduce((acc, s) => acc + f(s), 0);
  const rounds: RoundFigures[] = slices.map((s) => ({
    requestsPerSec: Math.round(s.requestsPerSec.mean),
    p99Ms: s.latencyMs.p99,
    serverUs: s.cpuPerRequest.serverUs,
    databaseUs: s.cpuPerRequest.databaseUs,
  }));
  return {
    name: t.name,
    kind: t.kind,
    path: new URL(t.spec.url).pathname,
    database: t.database,
    ...(t.uncached ? { uncached: true } : {}),
    requestsPerSec: median.requestsPerSec,
    latencyMs: median.latencyMs,
    cpuPerRequest: median.cpuPerRequest,
    durationSec: sum((s) => s.durationSec),
    requests: sum((s) => s.requests),
    non2xx: sum((s) => s.non2xx),
    mismatches: sum((s) => s.mismatches),
    errors: sum((s) => s.errors),
    timeouts: sum((s) => s.timeouts),
    ratio: 0,
    verified: slices.every(answersVerified),
    rounds,
  };
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), process.env);
  if (!opts) return;
  const autocannonVersion = (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;
  const loadBefore = loadavg()[0];
  if (loadBefore > availableParallelism() / 2) {
    console.log(`Warning: the machine is busy (load average ${loadBefore.toFixed(1)} on ${availableParallelism()} cores); the figures will be low and noisy.`);
  }
  // Ctrl-C ends the run through the cleanup below: no server or PostgreSQL cluster is left behind.
  process.on('SIGINT', interrupt);
  const work = mkdtempSync(join(tmpdir(), 'lexbridge-bench-'));
  let keepWork = opts.profile;
  const targets: Target[] = [];
  let pg: PgServer | null = null;
  const stopServers = async () => {
    for (const t of targets) await t.server.stop();
  };
  try {
    console.log('Starting the servers');
    targets.push(await startHello(work, opts.connections));
    for (const db of opts.databases) {
      if (db === 'pg') pg = await startPgServer();
      targets.push(await startProduct(db, db === 'pg' ? pg : null, opts, work));
    }
    if (pg && opts.uncached) targets.push(await startProduct('pg', pg, opts, work, true));
    if (pg) targets.push(await startFloor(pg, work, opts.connections));

    const slices = new Map<Target, Slice[]>(targets.map((t) => [t, []]));
    const run = async (t: Target, label: string) => {
      console.log(`  ${label}: ${t.name} — ${opts.warmup} s warm-up, ${opts.duration} s measured, ${opts.connections} connections`);
      slices.get(t)!.push(await loadSlice(t, opts));
    };
    for (let round = 1; round <= opts.rounds; round++) {
      for (const t of targets) await run(t, `round ${round}/${opts.rounds}`);
    }
    // The yardstick once more at the end: on a shared machine the first and last runs differ, and its median counts.
    await run(targets[0], 'closing');
    for (const t of targets) await t.recheck?.();
    await stopServers();

    const results = targets.map((t) => resultOf(t, slices.get(t)!));
    const helloRps = results[0].requestsPerSec.mean;
    for (const r of results) r.ratio = r.requestsPerSec.mean / helloRps;
    if (opts.profile) {
      for (const [i, t] of targets.entries()) {
        const file = t.profileDir && mainThreadProfile(t.profileDir);
        if (!file) continue;
        const profile: ProfileSummary = summarize(file, slices.get(t)!.map((s) => s.window), 20, opts.serverRoot);
        results[i].profile = profile;
        printSummary(t.name, profile);
      }
    }

    const report = buildReport(opts, autocannonVersion, loadBefore, results);
    printTable(report);
    if (opts.out) {
      writeReport(opts.out, report);
      console.log(`Results written to ${opts.out}`);
    }
    if (opts.profile) console.log(`Profiles and server logs kept in ${work}`);
    if (!report.verdict.allAnswersVerified) {
      keepWork = true;
      console.log(`Server logs kept in ${work}`);
      process.exitCode = 1;
    }
  } catch (err) {
    keepWork = true;
    console.error(err instanceof Error ? err.message : err);
    console.error(`Logs kept in ${work}`);
    process.exitCode = 1;
  } finally {
    await stopServers();
    await pg?.stop();
    if (!keepWork) rmSync(work, { recursive: true, force: true });
  }
}

await main();
