import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOpsKey } from '../../src/modules/dev/ops-key.ts';
import { call, callOk } from '../helpers/api.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { listeningApp } from '../commerce/harness.ts';
import { customer, fapiaoRequest, letterTitles, opsOk, paidOrder } from '../commerce/staff.ts';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lexbridge-ops-commerce-'));
  t = await listeningApp({ DATA_DIR: dataDir });
  // onListen hooks run after listen() resolves: wait for the key file the command reads.
  for (let i = 0; i < 100 && !(await stat(join(dataDir, 'ops.key')).then(() => true, () => false)); i++) await new Promise((r) => setTimeout(r, 50));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** `npm run ops -- <args>` against the listening server: its output and exit status. */
async function opsCli(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', ...args], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, OPS_URL: t.ctx.config.PUBLIC_URL },
    });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('the ops API for fapiao and refunds', () => {
  it('does not exist from another machine or through a proxy, and refuses a call without the key — before acting', async () => {
    const c = await customer(t);
    const orderNo = await paidOrder(t, c.token, { kind: 'template', templateId: 'sale-of-goods' });
    const other = await paidOrder(t, c.token, { kind: 'template', templateId: 'purchase-of-goods' });
    const requestNo = await fapiaoRequest(t, c, [other]);
    const key = await loadOpsKey(t.ctx);
    const calls: [string, string, unknown][] = [
      ['GET', '/api/ops/fapiao', undefined],
      ['GET', `/api/ops/fapiao/${requestNo}`, undefined],
      ['POST', `/api/ops/fapiao/${requestNo}/take`, undefined],
      ['POST', `/api/ops/fapiao/${requestNo}/reject`, { reason: 'x' }],
      ['GET', `/api/ops/orders/${orderNo}`, undefined],
      ['POST', `/api/ops/orders/${orderNo}/refund`, { reason: 'x' }],
    ];
    for (const [method, url, body] of calls) {
      const as = (remoteAddress: string | undefined, headers: Record<string, string>) => call(t.app, method as 'GET' | 'POST', url, { body, remoteAddress, headers });
      const remote = await as('192.0.2.10', { 'x-ops-key': key });
      expect([remote.status, remote.body.code], `${method} ${url} from outside`).toEqual([404, 100002]);
      expect((await as('::ffff:10.0.0.5', { 'x-ops-key': key })).status, url).toBe(404);
      expect((await as(undefined, { 'x-ops-key': key, 'x-forwarded-for': '192.0.2.10' })).status, `${url} forwarded`).toBe(404);
      expect((await as(undefined, {})).body.code, `${url} without key`).toBe(403);
      expect((await as(undefined, { 'x-ops-key': 'guessed' })).status, `${url} wrong key`).toBe(403);
    }
    expect((await callOk(t.app, 'GET', `/api/orders/${orderNo}`, { token: c.token })).status).toBe('paid');
    expect((await callOk(t.app, 'GET', `/api/fapiao/requests/${requestNo}`, { token: c.token })).status).toBe(1);
    expect(await letterTitles(t, c.token)).not.toContain('Order refunded');
  });

  it('`npm run ops`: fapiao list, take, a refused second take, mail; refund and order show; clear refusals', async () => {
    const c = await customer(t);
    const invoiced = await paidOrder(t, c.token, { kind: 'template', templateId: 'sale-of-goods' }, 'wechat');
    const refundable = await paidOrder(t, c.token, { kind: 'package', packageId: 'fie' }, 'alipay');
    const requestNo = await fapiaoRequest(t, c, [invoiced]);

    const list = await opsCli('fapiao', 'list', '--status', '1');
    expect(list.code, list.stderr).toBe(0);
    const line = list.stdout.split('\n').find((l) => l.startsWith(requestNo))!;
    expect(line).toMatch(/Lex Co\.\s+General VAT\s+¥1,999\.00\s+1\s+1 Request Received\s+\d{4}-\d\d-\d\d \d\d:\d\d/);
    expect(list.stdout).toMatch(/^REQUEST NO\s+USER\s+TITLE\s+TYPE\s+AMOUNT\s+ORDERS\s+STATUS\s+REQUESTED AT/);

    const taken = await opsCli('fapiao', 'take', requestNo);
    expect(taken.code, taken.stderr).toBe(0);
    expect(taken.stdout).toContain(`fapiao request ${requestNo} is now 3 In Process`);
    const again = await opsCli('fapiao', 'take', requestNo);
    expect(again).toMatchObject({ code: 1 });
    expect(again.stderr).toContain('refused (400205): This fapiao request cannot move to that status');

    const incomplete = await opsCli('fapiao', 'mail', requestNo, '--company', 'SF Express');
    expect(incomplete.code).toBe(2);
    expect(incomplete.stderr).toContain('--tracking is required');
    const mailed = await opsCli('fapiao', 'mail', requestNo, '--company', 'SF Express', '--tracking', 'SF123456');
    expect(mailed.code, mailed.stderr).toBe(0);
    expect(mailed.stdout).toContain('is now 5 Mailed');
    expect(mailed.stdout).toMatch(/Logistics\s+SF Express SF123456/);
    expect((await callOk(t.app, 'GET', `/api/fapiao/requests/${requestNo}`, { token: c.token })).status).toBe(5);

    // The invoiced order cannot be refunded while its fapiao stands; the other one can, once.
    const blocked = await opsCli('refund', invoiced, '--reason', 'customer request');
    expect(blocked.code).toBe(1);
    expect(blocked.stderr).toContain(`refused (400114): This order is covered by fapiao request ${requestNo}`);
    const refunded = await opsCli('refund', refundable, '--reason', 'customer request');
    expect(refunded.code, refunded.stderr).toBe(0);
    expect(refunded.stdout).toContain(`order ${refundable} refunded (¥3,888.00, refund ${refundable}R1): the money is back through Alipay`);
    expect(refunded.stdout).toMatch(/Taken back\s+subscription #\d+ ends/);
    expect((await callOk(t.app, 'GET', `/api/orders/${refundable}`, { token: c.token })).status).toBe('refunded');
    const twice = await opsCli('refund', refundable, '--reason', 'customer request');
    expect(twice.code).toBe(1);
    expect(twice.stderr).toContain('refused (400113): This order has already been refunded');
    expect((await letterTitles(t, c.token)).filter((x) => x === 'Order refunded')).toHaveLength(1);

    const shown = await opsCli('order', 'show', refundable);
    expect(shown.code, shown.stderr).toBe(0);
    expect(shown.stdout).toMatch(/Status\s+refunded/);
    expect(shown.stdout).toMatch(/Refund status\s+succeeded/);
    expect(shown.stdout).toMatch(/Reason\s+customer request/);
    expect((await opsOk(t, 'GET', `/orders/${refundable}`)).refund.status).toBe('succeeded');

    const noReason = await opsCli('refund', invoiced);
    expect(noReason.code).toBe(2);
    expect(noReason.stderr).toContain('--reason is required');
    const unknown = await opsCli('fapiao', 'show', 'F0000000000000000000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('refused (100002)');
    const typo = await opsCli('refnud', invoiced);
    expect(typo.code).toBe(2);
    expect(typo.stderr).toContain('unknown command: refnud');
    expect(typo.stderr).toContain('usage: npm run ops');
  }, 180_000);
});
