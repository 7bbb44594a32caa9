import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from '@lexbridge/db';
import { makeTestApp, testDbKind, TEST_CONFIG, type TestApp } from '../helpers/test-app.ts';
import { freePort, member, orderAndPay, rows, SANDBOX_KEY, walletPress } from './harness.ts';

const repo = fileURLToPath(new URL('../../../../', import.meta.url));
let t: TestApp | undefined;
let child: ChildProcess | undefined;
// Made by the test itself: file-level hooks do not run when the suite is skipped, so a directory made here would leak.
let dataDir = '';

afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** The real server (src/main.ts) in its own process on the test database; resolves once it answers /api/health. */
async function startServer(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', join(repo, 'apps/server/src/main.ts')], {
    cwd: repo,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: t!.ctx.config.DATABASE_URL,
      DATA_DIR: dataDir,
      WEB_DIST: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      JWT_SECRET: TEST_CONFIG.JWT_SECRET!,
      PAY_SANDBOX_KEY: SANDBOX_KEY,
      ORDER_SWEEP_SECONDS: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  proc.stderr!.on('data', (d) => (stderr += String(d)));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited during start: ${stderr}`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return proc;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  proc.kill('SIGKILL');
  throw new Error(`server did not start: ${stderr}`);
}

const exited = (proc: ChildProcess) => new Promise<NodeJS.Signals | number | null>((resolve) => (proc.exitCode !== null || proc.signalCode !== null ? resolve(proc.signalCode ?? proc.exitCode) : proc.once('exit', (code, signal) => resolve(signal ?? code))));

describe.runIf(testDbKind() === 'pg')('a server killed between notification and fulfilment', () => {
  it('completes the order after a restart, once', { timeout: 240_000 }, async () => {
    const port = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'lexbridge-crash-'));
    // The order and its sandbox trade are opened by an in-process app on the same database; the notify URL is the child's.
    t = await makeTestApp({ config: { PUBLIC_URL: `http://127.0.0.1:${port}`, PAY_SANDBOX_KEY: SANDBOX_KEY, ORDER_SWEEP_SECONDS: 0 } });
    const { token, id } = await member(t.app);
    const { orderNo, link } = await orderAndPay(t.app, token, { kind: 'template', templateId: 'sale-of-goods' });

    child = await startServer(port, { FAULT_POINT: 'after-notify-log' });
    // Confirm marks the trade paid at the "provider", whose notification then kills the server mid-transaction.
    await walletPress(link, 'confirm').catch(() => '');
    expect(await exited(child)).toBe('SIGKILL');

    const state = async () => (await rows<{ status: string }>(t!, sql`select status from orders where order_no = ${orderNo}`))[0].status;
    const purchases = async () => Number((await rows<{ n: string }>(t!, sql`select count(*) as n from template_purchases where user_id = ${id}`))[0].n);
    expect(await state()).toBe('paying');
    expect(await purchases()).toBe(0);
    expect(await rows(t, sql`select id from payment_notifications where out_trade_no like ${orderNo + '%'}`)).toEqual([]);

    // The restarted server's recovery pass asks the provider about paying orders and completes this one.
    child = await startServer(port, {});
    const deadline = Date.now() + 30_000;
    while ((await state()) !== 'paid' && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
    expect(await state()).toBe('paid');
    expect(await purchases()).toBe(1);
    child.kill('SIGTERM');
    await exited(child);
  });
});
