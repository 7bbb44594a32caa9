import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../context.ts';
import { escapeHtml, renderPage } from '../modules/wechat/html.ts';
import { noteScanned } from '../modules/wechat/wechat.service.ts';
import type { SandboxWechatProvider } from '../providers/wechat/sandbox.ts';
import cn from './locales/cn/sandbox.json' with { type: 'json' };
import en from './locales/en/sandbox.json' with { type: 'json' };

type Key = keyof typeof cn;
const TEXTS = { cn, en } as const;
const NICKNAME_MAX = 32;

const pageQuery = z.object({ state: z.string().max(200).default(''), redirect_uri: z.string().max(2048).default(''), lang: z.enum(['cn', 'en']).catch('cn') });
const confirmForm = pageQuery.extend({
  nickname: z.string().max(200).default(''),
  pick: z.string().max(200).optional(),
  action: z.enum(['allow', 'cancel']).default('allow'),
});

/** Like WeChat, the sandbox only returns to the address registered for the site. */
function allowedRedirect(ctx: AppContext, uri: string): URL | null {
  try {
    const url = new URL(uri);
    return url.origin === new URL(ctx.config.PUBLIC_URL).origin ? url : null;
  } catch {
    return null;
  }
}

function send(reply: FastifyReply, status: number, lang: 'cn' | 'en', body: string) {
  const t = TEXTS[lang];
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(renderPage({ lang, title: t['wechat.title'], body: `<p><span class="badge">${escapeHtml(t['wechat.badge'])}</span></p>${body}` }));
}

function formPage(q: z.infer<typeof pageQuery>, purpose: 'login' | 'bind', identities: string[], error?: string, nickname = '') {
  const t = (k: Key) => escapeHtml(TEXTS[q.lang][k]);
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const picks = identities.length
    ? `<p class="muted">${t('wechat.identities')}</p><div class="identities">${identities.map((n) => `<button type="submit" name="pick" value="${escapeHtml(n)}">${escapeHtml(n)}</button>`).join('')}</div>`
    : '';
  return `<h1>${t('wechat.title')}</h1>
<p>${t(purpose === 'bind' ? 'wechat.askBind' : 'wechat.askLogin')}</p>
<form method="post" action="/sandbox/wechat">
${hidden('state', q.state)}${hidden('redirect_uri', q.redirect_uri)}${hidden('lang', q.lang)}
<label for="nickname">${t('wechat.nickname')}</label>
<input type="text" id="nickname" name="nickname" maxlength="${NICKNAME_MAX}" autocomplete="off" value="${escapeHtml(nickname)}" aria-describedby="nickname-hint">
<p class="muted" id="nickname-hint">${t('wechat.nicknameHint')}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<div class="actions">
<button type="submit" class="primary" name="action" value="allow">${t('wechat.allow')}</button>
<button type="submit" class="secondary" name="action" value="cancel">${t('wechat.cancel')}</button>
</div>
${picks}
</form>`;
}

/** The sandbox "phone": what WeChat shows after a scan, served by this server while the sandbox provider is active. */
export async function sandboxWechatPage(app: FastifyInstance, provider: SandboxWechatProvider) {
  app.get('/sandbox/wechat', { schema: { hide: true } }, async (req, reply) => {
    const q = pageQuery.parse(req.query ?? {});
    const t = TEXTS[q.lang];
    if (!allowedRedirect(app.ctx, q.redirect_uri)) return send(reply, 400, q.lang, `<p>${escapeHtml(t['wechat.invalid'])}</p>`);
    const live = q.state ? await noteScanned(app.ctx, q.state) : null;
    if (!live) return send(reply, 410, q.lang, `<p>${escapeHtml(t['wechat.expired'])}</p>`);
    return send(reply, 200, q.lang, formPage(q, live.purpose, await provider.recentNicknames()));
  });

  app.post('/sandbox/wechat', { schema: { hide: true } }, async (req, reply) => {
    const f = confirmForm.parse(req.body ?? {});
    const t = TEXTS[f.lang];
    const target = allowedRedirect(app.ctx, f.redirect_uri);
    if (!target) return send(reply, 400, f.lang, `<p>${escapeHtml(t['wechat.invalid'])}</p>`);
    target.searchParams.set('state', f.state);
    // WeChat answers a refusal by redirecting without a code.
    if (f.action === 'cancel' && !f.pick) return reply.redirect(target.toString(), 302);
    const nickname = (f.pick ?? f.nickname).trim();
    if (!nickname || nickname.length > NICKNAME_MAX) {
      const live = await noteScanned(app.ctx, f.state);
      if (!live) return send(reply, 410, f.lang, `<p>${escapeHtml(t['wechat.expired'])}</p>`);
      return send(reply, 400, f.lang, formPage(f, live.purpose, await provider.recentNicknames(), t['wechat.nicknameRequired'], f.nickname));
    }
    target.searchParams.set('code', await provider.issueCode(nickname));
    return reply.redirect(target.toString(), 302);
  });
}
