import type { FastifyBaseLogger } from 'fastify';
import { AppError } from '../../errors.ts';
import type { WechatIdentity, WechatProvider } from '../types.ts';

const TIMEOUT_MS = 10_000;

interface OpenConfig {
  appId: string;
  appSecret: string;
  apiBase: string;
  openBase: string;
}

interface WechatAnswer {
  errcode?: number;
  errmsg?: string;
}
interface TokenAnswer extends WechatAnswer {
  access_token?: string;
  openid?: string;
  unionid?: string;
}
interface UserinfoAnswer extends WechatAnswer {
  openid?: string;
  unionid?: string;
  nickname?: string;
  headimgurl?: string;
}

/**
 * WeChat Open Platform "website application" QR connect: the QR code opens WeChat's qrconnect page; WeChat redirects
 * to our callback with a code; code → access token (+ openid, unionid) → userinfo (nickname, head image).
 */
export class OpenWechatProvider implements WechatProvider {
  readonly sandbox = false;

  constructor(
    private readonly cfg: OpenConfig,
    private readonly log: FastifyBaseLogger,
  ) {
    if (!cfg.appId || !cfg.appSecret) throw new Error('WECHAT_PROVIDER=open needs WECHAT_APP_ID and WECHAT_APP_SECRET');
  }

  // WeChat's own QR page picks its language from the phone, so `lang` is not passed on.
  authorizeUrl(state: string, redirectUri: string, _lang: 'cn' | 'en') {
    const q = new URLSearchParams({ appid: this.cfg.appId, redirect_uri: redirectUri, response_type: 'code', scope: 'snsapi_login', state });
    return `${this.cfg.openBase.replace(/\/$/, '')}/connect/qrconnect?${q}#wechat_redirect`;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const token = await this.get<TokenAnswer>('/sns/oauth2/access_token', {
      appid: this.cfg.appId,
      secret: this.cfg.appSecret,
      code,
      grant_type: 'authorization_code',
    });
    if (!token.access_token || !token.openid) this.fail('access_token', token);
    const info = await this.get<UserinfoAnswer>('/sns/userinfo', { access_token: token.access_token!, openid: token.openid! });
    const unionid = info.unionid ?? token.unionid;
    // Without a unionid (app not attached to an Open Platform account) the same person would get a new account per app.
    if (!unionid) this.fail('unionid', info);
    return { unionid: unionid!, openid: token.openid!, nickname: info.nickname || undefined, headImg: info.headimgurl || undefined };
  }

  private async get<T extends WechatAnswer>(path: string, params: Record<string, string>): Promise<T> {
    const url = `${this.cfg.apiBase.replace(/\/$/, '')}${path}?${new URLSearchParams(params)}`;
    let body: T;
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      body = (await res.json()) as T;
    } catch (err) {
      this.log.warn({ event: 'wechat.unreachable', path, err: (err as Error).message }, 'WeChat API unreachable');
      throw new AppError('WX_PROVIDER_FAILED');
    }
    if (body.errcode) this.fail(path, body);
    return body;
  }

  private fail(step: string, answer: WechatAnswer): never {
    this.log.warn({ event: 'wechat.refused', step, errcode: answer.errcode, errmsg: answer.errmsg }, 'WeChat refused');
    throw new AppError('WX_PROVIDER_FAILED', {}, answer.errcode ? { errcode: answer.errcode } : null);
  }
}
