import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errorMessages, passwordField, validationMessages } from '@lexbridge/contract';
import { AppError } from '../../src/errors.ts';
import { ok } from '../../src/lib/envelope.ts';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';
import { call } from '../helpers/api.ts';

/** Routes that raise each kind of error, added before the app is readied. */
function probes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/probe/validate',
    { schema: { body: z.object({ password: passwordField, name: z.string({ message: 'nameRequired' }) }) } },
    async (req) => ok(req.body.name),
  );
  r.get('/api/probe/query', { schema: { querystring: z.object({ n: z.coerce.number().int().min(1, { message: 'invalid' }) }) } }, async (req) =>
    ok(req.query.n),
  );
  r.get('/api/probe/app-error', async () => {
    throw new AppError('SMS_TOO_FREQUENT', { seconds: 42 }, { retryAfter: 42 });
  });
  r.get('/api/probe/boom', async () => {
    throw new Error('database exploded');
  });
  r.post('/api/probe/echo', async (req) => ok(req.body ?? null));
}

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp({ config: { BODY_LIMIT_BYTES: 2048 }, setup: probes });
});
afterAll(async () => t?.close());

describe('success envelope', () => {
  it('health answers the envelope after querying the database', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, code: 200, ...errorMessages(200), datas: { db: 'up', kind: t.db.kind } });
  });

  describe('with the database gone', () => {
    let other: TestApp;
    beforeAll(async () => {
      other = await makeTestApp();
    });
    afterAll(async () => other?.close());

    it('health reports it down with 503', async () => {
      await other.db.close();
      const res = await call(other.app, 'GET', '/api/health');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ success: false, code: 100005, datas: { db: 'down' } });
    });
  });
});

describe('error envelope', () => {
  it('unknown API route: 100002 with HTTP 404, for any method', async () => {
    for (const method of ['GET', 'POST', 'PUT', 'DELETE'] as const) {
      const res = await call(t.app, method, '/api/no/such/route');
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, code: 100002, ...errorMessages(100002), datas: null });
    }
  });

  it('body validation: the first field’s §5 text in both languages, one entry per field', async () => {
    const v = await call(t.app, 'POST', '/api/probe/validate', { body: { password: 'abc' } });
    expect(v.status).toBe(400);
    expect(v.body).toMatchObject({ success: false, code: 100001 });
    expect(v.body.message).toBe(validationMessages.cn.passwordRule);
    expect(v.body.messageEn).toBe(validationMessages.en.passwordRule);
    expect(v.body.datas.fields).toEqual([
      { path: 'password', key: 'passwordRule', message: validationMessages.cn.passwordRule, messageEn: validationMessages.en.passwordRule },
      { path: 'name', key: 'nameRequired', message: validationMessages.cn.nameRequired, messageEn: validationMessages.en.nameRequired },
    ]);
  });

  it('query validation says where the problem is', async () => {
    const q = await call(t.app, 'GET', '/api/probe/query', { query: { n: 0 } });
    expect(q.status).toBe(400);
    expect(q.body).toMatchObject({ code: 100001, message: validationMessages.cn.invalid, messageEn: validationMessages.en.invalid });
    expect(q.body.datas.in).toBe('querystring');
    expect((await call(t.app, 'GET', '/api/probe/query', { query: { n: 3 } })).body.datas).toBe(3);
  });

  it('a business error keeps its code, its filled texts, its datas and its HTTP status', async () => {
    const a = await call(t.app, 'GET', '/api/probe/app-error');
    expect(a.status).toBe(429);
    expect(a.body).toEqual({ success: false, code: 200106, ...errorMessages(200106, { seconds: 42 }), datas: { retryAfter: 42 } });
    expect(a.body.messageEn).toContain('42');
  });

  it('anything unexpected is 100005 and never leaks its message', async () => {
    const b = await call(t.app, 'GET', '/api/probe/boom');
    expect(b.status).toBe(500);
    expect(b.body).toEqual({ success: false, code: 100005, ...errorMessages(100005), datas: null });
    expect(b.raw).not.toContain('exploded');
  });

  it('too large: 100006 with 413', async () => {
    const big = await call(t.app, 'POST', '/api/probe/echo', { body: { text: 'x'.repeat(5000) } });
    expect(big.status).toBe(413);
    expect(big.body).toMatchObject({ success: false, code: 100006 });
  });

  it('a JSON body that is not JSON: 100001', async () => {
    const bad = await call(t.app, 'POST', '/api/probe/echo', { body: '{"broken": ', headers: { 'content-type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 100001 });
  });

  it('an unsupported content type: 100007 with 415', async () => {
    const media = await call(t.app, 'POST', '/api/probe/echo', { body: 'hello', headers: { 'content-type': 'text/x-unknown' } });
    expect(media.status).toBe(415);
    expect(media.body).toMatchObject({ success: false, code: 100007 });
  });
});

describe('bodies', () => {
  it('a JSON content type with no body is no body, not an error (the web client sends it on every call)', async () => {
    const empty = await t.app.inject({ method: 'POST', url: '/api/probe/echo', headers: { 'content-type': 'application/json' } });
    expect(empty.statusCode).toBe(200);
    expect(JSON.parse(empty.body)).toMatchObject({ success: true, datas: null });
  });

  it('form-urlencoded bodies are parsed', async () => {
    const form = await call(t.app, 'POST', '/api/probe/echo', { form: { a: '1', b: '二' } });
    expect(form.body.datas).toEqual({ a: '1', b: '二' });
  });
});
