import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCodes } from '@lexbridge/contract';
import { loadOpsKey } from '../../src/modules/dev/ops-key.ts';
import { call, callOk } from '../helpers/api.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { registerUser } from '../auth/flows.ts';

const run = promisify(execFile);
const repoRoot = resolve(import.meta.dirname, '../../../..');

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'lexbridge-ops-'));
  t = await makeTestApp({ config: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const opsCall = async (body: unknown, opts: { key?: string | null; remoteAddress?: string; headers?: Record<string, string> } = {}) => {
  const key = opts.key === undefined ? await loadOpsKey(t.ctx) : opts.key;
  return call(t.app, 'POST', '/api/ops/elogin', { body, remoteAddress: opts.remoteAddress, headers: { ...(key ? { 'x-ops-key': key } : {}), ...opts.headers } });
};

describe('ops API: staff-issued login links', () => {
  it('is refused from another machine, through a proxy, and without the key', async () => {
    const { phone } = await registerUser(t.app);
    const body = { phone };
    const remote = await opsCall(body, { remoteAddress: '192.0.2.10' });
    expect(remote.status).toBe(404);
    expect(remote.body.code).toBe(ErrorCodes.NOT_FOUND);
    expect((await opsCall(body, { headers: { 'x-forwarded-for': '192.0.2.10' } })).body.code).toBe(ErrorCodes.NOT_FOUND);
    expect((await opsCall(body, { key: null })).status).toBe(403);
    expect((await opsCall(body, { key: 'guessed-key' })).body.code).toBe(ErrorCodes.FORBIDDEN);
    // Garbage from outside learns nothing either: refused before the body is read.
    expect((await opsCall('not json', { remoteAddress: '192.0.2.10', headers: { 'content-type': 'application/json' } })).status).toBe(404);
  });

  it('issues a single-use link by phone or user id, and refuses an unknown user', async () => {
    const { phone, token } = await registerUser(t.app);
    const me = await callOk(t.app, 'GET', '/api/users', { token });
    const byPhone = await opsCall({ phone, lang: 'en' });
    expect(byPhone.body.success).toBe(true);
    expect(byPhone.body.datas.userId).toBe(me.user.id);
    expect(byPhone.body.datas.expiresAt).toBe(t.clock.now() + t.ctx.config.ELOGIN_TTL_SECONDS * 1000);
    const linkToken = /^http:\/\/localhost:3000\/en\/elogin\/([\w-]+)$/.exec(byPhone.body.datas.url)![1];
    const session = await callOk<string>(t.app, 'GET', `/api/elogin/${linkToken}`);
    expect((await callOk(t.app, 'GET', '/api/users', { token: session })).user.id).toBe(me.user.id);
    expect((await call(t.app, 'GET', `/api/elogin/${linkToken}`)).body.code).toBe(ErrorCodes.ELOGIN_INVALID);

    expect((await opsCall({ userId: me.user.id })).body.datas.url).toMatch(/\/cn\/elogin\//);
    expect((await opsCall({ userId: 999_999 })).body.code).toBe(ErrorCodes.NOT_FOUND);
    expect((await opsCall({ phone, userId: me.user.id })).body.code).toBe(ErrorCodes.VALIDATION);
  });

  it('writes the key file when listening, and `npm run ops` prints a working link', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const file = join(dataDir, 'ops.key');
    // onListen hooks run after listen() resolves.
    await expect.poll(() => stat(file).then(() => true, () => false), { timeout: 5000 }).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(await loadOpsKey(t.ctx));

    const { phone, token } = await registerUser(t.app);
    const me = await callOk(t.app, 'GET', '/api/users', { token });
    const address = t.app.server.address() as { port: number };
    const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'elogin', '--phone', phone, '--lang', 'en'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, OPS_URL: `http://127.0.0.1:${address.port}` },
    });
    expect(stdout).toContain(`login link for user ${me.user.id}`);
    const linkToken = /\/en\/elogin\/([\w-]+)/.exec(stdout)![1];
    expect((await call(t.app, 'GET', `/api/elogin/${linkToken}`)).body.success).toBe(true);

    const refused = await run(process.execPath, ['--import', 'tsx', 'scripts/ops.ts', 'elogin', '--user', '999999'], {
      cwd: repoRoot,
      env: { ...process.env, DATA_DIR: dataDir, OPS_URL: `http://127.0.0.1:${address.port}` },
    }).catch((err: { code: number; stderr: string }) => err);
    expect(refused).toMatchObject({ code: 1 });
    expect((refused as { stderr: string }).stderr).toContain('refused (100002)');
  }, 60_000);
});
