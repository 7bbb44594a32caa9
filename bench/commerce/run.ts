import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { registerAccount } from '../api/account.ts';
import { repoRoot } from '../api/options.ts';
import { freePort, serverScript, startNode, type ServerProcess } from '../api/processes.ts';
import { startPgServer, type PgServer } from '../api/targets.ts';
import { Client, walletConfirm } from './client.ts';
import { balanceSteps, confirmSteps, createSteps, phase, TEMPLATE, type Done } from './flows.ts';
import { parseOptions } from './options.ts';
import { table, type Step, type StepSummary } from './stats.ts';
import { checkAccount } from './verify.ts';

/**
 * Commerce benchmark: the real server (PGlite, or PostgreSQL with --pg) in its own process with the sandbox payment
 * providers; N clients, each a registered account, run three phases one after the other: opening orders, buying
 * through Alipay with the sandbox wallet's Confirm and its signed notification, and buying from the balance. Then
 * every account's orders, ledger and balance are read back from the API and must match what the clients did.
 */
const opts = parseOptions(process.argv.slice(2));
if (!opts) process.exit(0);

/** Large enough for every balance purchase of a run: the `amount_fen` column is an integer, so under 2^31 fen. */
const TOPUP_YUAN = 20_000_000;
const TOPUP_FEN = TOPUP_YUAN * 100;

const work = mkdtempSync(join(tmpdir(), 'bench-commerce-'));
let server: ServerProcess | null = null;
let pg: PgServer | null = null;
let failed = false;

function commit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

async function inBatches<T, R>(items: T[], size: number, fn: (x: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

try {
  const load0 = loadavg()[0];
  if (opts.database === 'pg') pg = await startPgServer();
  const port = await freePort();
  const dataDir = join(work, 'data');
  mkdirSync(dataDir, { recursive: true });
  server = await startNode({
    script: serverScript,
    port,
    env: {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      // The sandbox wallet posts its notification to PUBLIC_URL, which must be this server.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: pg?.adminUrl ?? '',
      LOG_LEVEL: opts.logLevel,
      SEED_DEMO: 'false',
      WEB_DIST: '',
      SMS_PROVIDER: 'sandbox',
      MAIL_PROVIDER: 'sandbox',
      WECHAT_PROVIDER: 'sandbox',
      PAY_ALIPAY_PROVIDER: 'sandbox',
      PAY_WECHAT_PROVIDER: 'sandbox',
      // Every account registers from 127.0.0.1.
      SMS_PER_IP_HOURLY: '100000',
      TOPUP_MAX_FEN: String(TOPUP_FEN),
    },
    readyPath: '/api/health',
    logFile: join(work, 'server.log'),
  });
  const where = opts.database === 'pg' ? 'PostgreSQL 15' : 'PGlite';
  console.log(`server on ${where} at ${server.url}; registering ${opts.clients} accounts through the API`);
  const clients = (await inBatches(Array.from({ length: opts.clients }), 5, () => registerAccount(server!.url))).map((a) => new Client(server!.url, a.token));

  // Each account's balance is topped up once, through the same sandbox wallet, before anything is measured.
  const priceOrder = await clients[0].createOrder(TEMPLATE);
  const priceFen = priceOrder.amountFen;
  await inBatches(clients, 5, async (c) => {
    const t = await c.topup(String(TOPUP_YUAN), 'alipay');
    await walletConfirm(t.payment!.qrText!);
    if ((await c.order(t.orderNo)).status !== 'paid') throw new Error('a top-up was not paid');
  });
  const dones: Done[] = clients.map(() => ({ created: [], paidByProvider: [], paidByBalance: [] }));
  // The order opened to read the price stays created.
  dones[0].created.push(priceOrder.orderNo);

  const phases: { name: string; steps: Step[]; seconds: number; errors: string[] }[] = [];
  for (const [name, make] of [
    ['orders created', createSteps],
    ['orders confirmed (Alipay sandbox)', confirmSteps],
    ['balance purchases', balanceSteps],
  ] as const) {
    const flow = make();
    console.log(`${name}: ${opts.clients} clients for ${opts.duration} s`);
    const r = await phase(clients, opts.duration, (c, i) => flow.run(c, dones[i]));
    phases.push({ name, steps: flow.steps, ...r });
    for (const e of r.errors.slice(0, 5)) console.error(`  error: ${e}`);
  }

  const rows: (StepSummary & { phase: string })[] = phases.flatMap((p) => p.steps.map((s) => ({ phase: p.name, ...s.summary(p.seconds) })));
  console.log(`\n${table(rows)}`);

  console.log('\nchecking every account against the API');
  const checks = await inBatches(clients, 5, (c) => checkAccount(c, dones[clients.indexOf(c)], TOPUP_FEN, priceFen));
  const problems = checks.flatMap((c, i) => c.problems.map((p) => `account ${i + 1}: ${p}`));
  const errors = phases.reduce((n, p) => n + p.errors.length, 0);
  const totals = {
    ordersCreatedUnpaid: dones.reduce((n, d) => n + d.created.length, 0),
    paidByProvider: dones.reduce((n, d) => n + d.paidByProvider.length, 0),
    paidByBalance: dones.reduce((n, d) => n + d.paidByBalance.length, 0),
    paidListedByApi: checks.reduce((n, c) => n + c.paidListed, 0),
  };
  console.log(
    `${totals.paidByProvider} provider and ${totals.paidByBalance} balance purchases, ${clients.length} top-ups; the API lists ${totals.paidListedByApi} paid orders` +
      `; ${errors} failed calls; ${problems.length} mismatches`,
  );
  for (const p of problems.slice(0, 20)) console.error(`  ${p}`);
  failed = errors > 0 || problems.length > 0;
  const load1 = loadavg()[0];
  console.log(`load average (1 min) ${load0.toFixed(2)} before, ${load1.toFixed(2)} after${load0 > 1 || load1 > 2.5 ? ': the machine was busy, rates are low' : ''}`);

  if (opts.out) {
    mkdirSync(dirname(opts.out), { recursive: true });
    const report = {
      date: new Date().toISOString(),
      commit: commit(),
      machine: { cpuModel: cpus()[0]?.model.trim() ?? 'unknown', cores: cpus().length, node: process.version },
      settings: { database: opts.database, clients: opts.clients, durationSec: opts.duration, loadAverage: { before: load0, after: load1 } },
      phases: phases.map((p) => ({ phase: p.name, seconds: Math.round(p.seconds * 100) / 100, errors: p.errors.length, steps: p.steps.map((s) => s.summary(p.seconds)) })),
      totals,
      verified: !failed,
      problems: problems.slice(0, 100),
      errors: phases.flatMap((p) => p.errors).slice(0, 20),
    };
    writeFileSync(opts.out, JSON.stringify(report, (_k, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 100) / 100 : v), 2) + '\n');
    console.log(`results: ${opts.out}`);
  }
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  await server?.stop();
  await pg?.stop();
  if (failed) console.error(`server log kept in ${work}`);
  else rmSync(work, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
