import type { FastifyInstance } from 'fastify';
import { call, callOk } from '../helpers/api.ts';

/** Path and query of an absolute URL, for app.inject. */
export const pathOf = (url: string) => {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
};

export async function newQr(app: FastifyInstance, purpose: 'login' | 'bind' = 'login', token?: string) {
  return callOk<{ state: string; url: string; expiresAt: number }>(app, 'POST', '/api/wx/qrcode', { body: { purpose, lang: 'en' }, token });
}

/** What a phone does: opens the QR URL (sandbox page), presses Allow (or Cancel), follows WeChat's redirect. */
export async function scan(app: FastifyInstance, qrUrl: string, nickname: string, action: 'allow' | 'cancel' = 'allow') {
  const page = await app.inject({ method: 'GET', url: pathOf(qrUrl) });
  const q = new URL(qrUrl).searchParams;
  const confirm = await app.inject({
    method: 'POST',
    url: '/sandbox/wechat',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ state: q.get('state')!, redirect_uri: q.get('redirect_uri')!, lang: q.get('lang')!, nickname, action }).toString(),
  });
  const location = String(confirm.headers.location ?? '');
  const callback = location ? await app.inject({ method: 'GET', url: pathOf(location) }) : null;
  return { page, confirm, location, callback };
}

export const poll = (app: FastifyInstance, state: string) => call(app, 'GET', `/api/wx/qrcode/${state}`);

/** A QR login up to the ticket of an unbound WeChat account. */
export async function ticketFor(app: FastifyInstance, nickname: string): Promise<string> {
  const qr = await newQr(app);
  await scan(app, qr.url, nickname);
  const res = await poll(app, qr.state);
  if (!res.body.datas?.ticket) throw new Error(`no ticket: ${JSON.stringify(res.body)}`);
  return res.body.datas.ticket;
}
