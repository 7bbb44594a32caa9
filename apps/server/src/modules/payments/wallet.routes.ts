import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { formatFen } from '@lexbridge/contract';
import type { SandboxPaymentProvider } from '../../providers/payments/sandbox/sandbox.ts';
import type { SandboxTrade } from '../../providers/payments/sandbox/trades.repository.ts';
import { escapeHtml, renderPage } from '../wechat/html.ts';
import cn from './locales/cn/wallet.json' with { type: 'json' };
import en from './locales/en/wallet.json' with { type: 'json' };

type Key = keyof typeof cn;
const params = z.object({ token: z.string().min(16).max(64) });
const form = z.object({ action: z.enum(['confirm', 'decline']) });

/** Both languages, Chinese first: the payer of a sandbox may read either. */
const both = (k: Key) => `${escapeHtml(cn[k])}<br><span class="en">${escapeHtml(en[k])}</span>`;

function page(reply: FastifyReply, status: number, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage({ lang: 'cn', title: `${cn.title} / ${en.title}`, body: `<p><span class="badge">${both('badge')}</span></p>${body}` }));
}

function tradePage(trade: SandboxTrade, token: string, note?: Key) {
  const back = trade.returnUrl && trade.status !== 'paying' ? `<p><a href="${escapeHtml(trade.returnUrl)}">${both('back')}</a></p>` : '';
  const actions =
    trade.status === 'paying'
      ? `<form method="post" action="/api/dev/pay/${escapeHtml(token)}"><div class="actions">
<button type="submit" class="primary" name="action" value="confirm">${both('confirm')}</button>
<button type="submit" class="secondary" name="action" value="decline">${both('decline')}</button>
</div></form>`
      : `<p role="status">${both(note ?? (trade.status === 'paid' ? 'paid' : 'closed'))}</p>`;
  return `<h1>${both(trade.channel === 'alipay' ? 'alipay' : 'wechat')}</h1>
<p class="muted">${both('product')}</p><p>${escapeHtml(trade.subject)}</p>
<p class="muted">${both('amount')}</p><p><strong data-amount-fen="${trade.amountFen}">¥ ${escapeHtml(formatFen(trade.amountFen))}</strong></p>
${actions}${back}`;
}

/**
 * The sandbox wallet a payment QR code (or mobile link) opens: the product and amount, Confirm or Decline. Exists
 * only while a sandbox payment provider is active. The token in the address is the only key to the trade.
 */
export async function walletRoutes(app: FastifyInstance, providers: SandboxPaymentProvider[]) {
  const find = async (token: string) => {
    for (const p of providers) {
      const trade = await p.tradeOfToken(token);
      if (trade) return { provider: p, trade };
    }
    return null;
  };

  app.get('/dev/pay/:token', { schema: { hide: true } }, async (req, reply) => {
    const p = params.safeParse(req.params);
    const found = p.success ? await find(p.data.token) : null;
    if (!found || !p.success) return page(reply, 404, `<p>${both('unknown')}</p>`);
    return page(reply, 200, tradePage(found.trade, p.data.token));
  });

  app.post('/dev/pay/:token', { schema: { hide: true } }, async (req, reply) => {
    const p = params.safeParse(req.params);
    const f = form.safeParse(req.body);
    const found = p.success ? await find(p.data.token) : null;
    if (!found || !p.success) return page(reply, 404, `<p>${both('unknown')}</p>`);
    if (!f.success) return page(reply, 400, tradePage(found.trade, p.data.token));
    const { trade, delivered } = await found.provider.decide(p.data.token, f.data.action);
    if (!trade) return page(reply, 404, `<p>${both('unknown')}</p>`);
    const note: Key | undefined = trade.status === 'paid' && !delivered ? 'paidUndelivered' : undefined;
    return page(reply, 200, tradePage(trade, p.data.token, note));
  });
}
