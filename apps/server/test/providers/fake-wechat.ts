import { randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeWechatUser {
  unionid: string;
  openid: string;
  nickname: string;
  headimgurl: string;
}

/**
 * A local stand-in for WeChat's Open Platform API, speaking its protocol: sns/oauth2/access_token checks the app id,
 * the secret and a code that works once (40029 invalid code, 40163 code been used); sns/userinfo checks the access
 * token and openid. Errors are HTTP 200 with errcode/errmsg, as WeChat answers.
 */
export class FakeWechat {
  private server: Server | null = null;
  private codes = new Map<string, { user: FakeWechatUser; used: boolean }>();
  private tokens = new Map<string, FakeWechatUser>();
  readonly requests: string[] = [];
  /** When set, userinfo omits the unionid (an app not attached to an Open Platform account). */
  withoutUnionid = false;

  constructor(
    readonly appId: string,
    readonly secret: string,
  ) {}

  /** What WeChat does when the user allows the login on the phone: a code for our redirect. */
  issueCode(user: FakeWechatUser): string {
    const code = randomBytes(8).toString('hex');
    this.codes.set(code, { user, used: false });
    return code;
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      this.requests.push(url.pathname);
      const q = url.searchParams;
      res.setHeader('content-type', 'application/json; charset=utf-8');
      const send = (body: unknown) => res.end(JSON.stringify(body));
      if (url.pathname === '/sns/oauth2/access_token') {
        if (q.get('appid') !== this.appId) return send({ errcode: 40013, errmsg: 'invalid appid' });
        if (q.get('secret') !== this.secret) return send({ errcode: 40125, errmsg: 'invalid appsecret' });
        if (q.get('grant_type') !== 'authorization_code') return send({ errcode: 40002, errmsg: 'invalid grant_type' });
        const entry = this.codes.get(q.get('code') ?? '');
        if (!entry) return send({ errcode: 40029, errmsg: 'invalid code' });
        if (entry.used) return send({ errcode: 40163, errmsg: 'code been used' });
        entry.used = true;
        const token = randomBytes(12).toString('hex');
        this.tokens.set(token, entry.user);
        return send({ access_token: token, expires_in: 7200, refresh_token: 'r', openid: entry.user.openid, scope: 'snsapi_login', unionid: entry.user.unionid });
      }
      if (url.pathname === '/sns/userinfo') {
        const user = this.tokens.get(q.get('access_token') ?? '');
        if (!user) return send({ errcode: 40001, errmsg: 'invalid credential, access_token is invalid or not latest' });
        if (q.get('openid') !== user.openid) return send({ errcode: 40003, errmsg: 'invalid openid' });
        const { unionid, ...rest } = user;
        return send({ ...rest, sex: 0, province: '', city: '', country: '', privilege: [], ...(this.withoutUnionid ? {} : { unionid }) });
      }
      res.statusCode = 404;
      return send({ errcode: -1, errmsg: 'not found' });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop() {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}
