import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await makeTestApp();
});
afterAll(async () => t?.close());

describe('commerce calls in the OpenAPI document', () => {
  it('lists every order, payment and balance call; the sandbox wallet stays out of it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(JSON.parse(res.body).paths);
    for (const p of [
      '/api/orders',
      '/api/orders/{no}',
      '/api/orders/{no}/pay',
      '/api/productpkgs/subscribe',
      '/api/productpkgs/ordersubmit',
      '/api/payments/notify/{channel}',
      '/api/balance',
      '/api/balance/ledger',
      '/api/balance/topup',
    ]) {
      expect(paths, p).toContain(p);
    }
    expect(paths.some((p) => p.startsWith('/api/dev/pay'))).toBe(false);
  });
});
