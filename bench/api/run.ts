import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { accounts, envelopeOf, maskPhone, SUCCESS_CODE } from '@lexbridge/contract';
import { startPgServer, type PgServer } from '../../apps/server/test/helpers/pg-server.ts';
import { registerAccount } from './account.ts';
import { clusterCpuUs, findPostmaster, processCpuUs, type CpuPerRequest } from './cpu.ts';
import { answersVerified, measure, warmUp, type LoadSpec, type Measured } from './load.ts';
import { parseOptions, type BenchOptions, type DbTarget } from './options.ts';
import { helloDbScript, helloScript, serverScript, startNode, type ServerProcess } from './processes.ts';
import { mainThreadProfile, printSummary, summarize, type ProfileSummary } from './profile.ts';
import { buildReport, printTable, writeReport, type TargetResult } from './report.ts';

/**
 * API load benchmark: a bare Fastify hello-world, then GET /api/users with a valid token on the real server, once
 * on embedded PGlite and once on a PostgreSQL 15 server started here. Each server is its own process on
 * 127.0.0.1; autocannon runs in this one. Prints a table and writes the results as JSON.
 */
const HELLO_BODY = JSON.stringify({ hello: 'world' });
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

interface Probe {
  serverPid: number;
  postmaster?: number | null;
  /** Receives the monotonic microseconds the measured run spanned (to cut the CPU profile). */
  window?: { fromUs: number; toUs: number };
}

const perRequest = (before: number | null, after: number | null, n: number) =>
  before === null || after === null || n === 0 ? null : Math.round(((after - before) / n) * 10) / 10;

/** Warm-up, then the measured run, with the CPU each process spent during the measured run. */
async function load(spec: LoadSpec, opts: BenchOptions, probe: Probe): Promise<Measured & { cpuPerRequest: CpuPerRequest }> {
  console.log(`  load: ${opts.warmup} s warm-up, ${opts.duration} s measured, ${opts.connections} connections → ${spec.url}`);
  await warmUp(spec, opts.warmup);
  const db = () => (probe.postmaster ? clusterCpuUs(probe.postmaster) : null);
  const server0 = processCpuUs(probe.serverPid);
  const db0 = db();
  const self0 = process.cpuUsage();
  const fromUs = monotonicUs();
  const m = await measure(spec, opts.duration);
  const toUs = monotonicUs();
  const self = process.cpuUsage(self0);
  const cpuPerRequest = {
    serverUs: perRequest(server0, processCpuUs(probe.serverPid), m.requests),
    databaseUs: perRequest(db0, db(), m.requests),
    loadGeneratorUs: perRequest(0, self.user + self.system, m.requests) ?? 0,
  };
  if (probe.window) Object.assign(probe.window, { fromUs, toUs });
  return { ...m, cpuPerRequest };
}

async function runHello(opts: BenchOptions, work: string) {
  const server = await startNode({ script: helloScript, env: { NODE_ENV: 'production' }, readyPath: '/', logFile: join(work, 'hello.log') });
  try {
    const body = await (await fetch(server.url + '/')).text();
    if (body !== HELLO_BODY) throw new Error(`hello-world answered ${body}`);
    return await load({ url: server.url + '/', expectBody: HELLO_BODY, connections: opts.connections }, opts, { serverPid: server.pid });
  } finally {
    await server.stop();
  }
}

/** One GET /api/users with the token: it must be a success envelope of the contract's shape, for this account. */
async function sampleUsersAnswer(base: string, token: string, phone: string): Promise<string> {
  const res = await fetch(`${base}/api/users`, { headers: { authorization: `Bearer ${token}` } });
  const text = await res.text();
  const parsed = envelopeOf(accounts.currentUserAnswer).safeParse(JSON.parse(text));
  if (res.status !== 200 || !parsed.success) throw new Error(`GET /api/users answered ${res.status} ${text.slice(0, 300)}`);
  const env = parsed.data;
  if (!env.success || env.code !== SUCCESS_CODE || env.datas.user.phone !== maskPhone(phone)) {
    throw new Error(`GET /api/users did not answer this account's success envelope: ${text.slice(0, 300)}`);
  }
  return text;
}

/** Hello-world plus one `select 1` on the same PostgreSQL server: what a database round trip alone costs here. */
async function runFloor(pg: PgServer, opts: BenchOptions, work: string): Promise<TargetResult> {
  console.log('floor: hello-world + one query on PostgreSQL');
  const server = await startNode({ script: helloDbScript, env: { NODE_ENV: 'production', DATABASE_URL: pg.adminUrl }, readyPath: '/', logFile: join(work, 'hello-db.log') });
  try {
    const postmaster = findPostmaster(Number(new URL(pg.adminUrl).port));
    const m = await load({ url: server.url + '/', expectBody: HELLO_BODY, connections: opts.connections }, opts, { serverPid: server.pid, postmaster });
    return { name: 'floor: hello-world + SELECT 1 (PostgreSQL 15)', kind: 'floor', path: '/', database: 'pg', ...m, ratio: 0, verified: answersVerified(m) };
  } finally {
    await server.stop();
  }
}

async function runProduct(db: DbTarget, opts: BenchOptions, work: string): Promise<TargetResult[]> {
  let pg: PgServer | null = null;
  const dataDir = join(work, `data-${db}`);
  const profileDir = join(work, `profile-${db}`);
  mkdirSync(dataDir, { recursive: true });
  let server: ServerProcess | null = null;
  try {
    if (db === 'pg') {
      console.log('  starting a PostgreSQL 15 server in a temporary folder');
      pg = await startPgServer();
    }
    server = await startNode({
      script: serverScript,
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DATABASE_URL: pg?.adminUrl ?? '',
        LOG_LEVEL: opts.logLevel,
        SEED_DEMO: 'false',
        WEB_DIST: '',
        SMS_PROVIDER: 'sandbox',
        MAIL_PROVIDER: 'sandbox',
        WECHAT_PROVIDER: 'sandbox',
      },
      nodeArgs: opts.profile ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      readyPath: '/api/health',
      logFile: join(work, `server-${db}.log`),
      cwd: opts.serverRoot,
    });
    const { phone, token } = await registerAccount(server.url);
    const expected = await sampleUsersAnswer(server.url, token, phone);
    console.log(`  registered ${maskPhone(phone)} through the API; sample answer verified (${expected.length} bytes)`);

    // The CPU profile is cut to the measured run: start-up, registration and warm-up fall outside it.
    const window = { fromUs: 0, toUs: 0 };
    const spec = { url: `${server.url}/api/users`, headers: { authorization: `Bearer ${token}` }, expectBody: expected, connections: opts.connections };
    const postmaster = pg ? findPostmaster(Number(new URL(pg.adminUrl).port)) : null;
    const m = await load(spec, opts, { serverPid: server.pid, postmaster, window });
    // The same answer after the load: the session survived and nothing drifted.
    if ((await sampleUsersAnswer(server.url, token, phone)) !== expected) throw new Error('GET /api/users changed its answer during the run');

    await server.stop();
    server = null;
    let profile: ProfileSummary | undefined;
    if (opts.profile) {
      const file = mainThreadProfile(profileDir);
      if (file) {
        profile = summarize(file, window, 20, opts.serverRoot);
        printSummary(`GET /api/users on ${db}`, profile);
      } else {
        console.log(`  no CPU profile was written in ${profileDir}`);
      }
    }
    const name = `GET /api/users (${db === 'pg' ? 'PostgreSQL 15' : 'PGlite'})`;
    const product: TargetResult = { name, kind: 'product', path: '/api/users', database: db, ...m, ratio: 0, verified: answersVerified(m), profile };
    return pg ? [product, await runFloor(pg, opts, work)] : [product];
  } finally {
    await server?.stop();
    await pg?.stop();
  }
}

async function main() {
  const opts = parseOptions(process.argv.slice(2), process.env);
  if (!opts) return;
  const autocannonVersion = (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;
  const loadBefore = loadavg()[0];
  if (loadBefore > availableParallelism() / 2) {
    console.log(`Warning: the machine is busy (load average ${loadBefore.toFixed(1)} on ${availableParallelism()} cores); the figures will be low and noisy.`);
  }
  const work = mkdtempSync(join(tmpdir(), 'lexbridge-bench-'));
  let keepWork = opts.profile;
  try {
    // The yardstick runs first and last: on a shared machine the two differ, and the ratio uses their mean.
    const hello = async (when: string): Promise<TargetResult> => {
      console.log(`hello-world (bare Fastify), ${when}`);
      const m = await runHello(opts, work);
      return { name: `hello-world (bare Fastify), ${when}`, kind: 'hello', path: '/', database: null, ...m, ratio: 0, verified: answersVerified(m) };
    };
    const results: TargetResult[] = [await hello('first')];
    for (const db of opts.databases) {
      console.log(`GET /api/users on ${db}`);
      results.push(...(await runProduct(db, opts, work)));
    }
    results.push(await hello('last'));
    const hellos = results.filter((r) => r.kind === 'hello');
    const helloRps = hellos.reduce((sum, r) => sum + r.requestsPerSec.mean, 0) / hellos.length;
    for (const r of results) r.ratio = r.requestsPerSec.mean / helloRps;
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
    if (!keepWork) rmSync(work, { recursive: true, force: true });
  }
}

await main();
