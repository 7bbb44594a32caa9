import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from '@lexbridge/db/orm';
import { schema, type Db } from '@lexbridge/db';
import type { Clock } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { WechatIdentity, WechatProvider } from '../types.ts';

const { wechatSandboxCodes } = schema;

/** WeChat lets an authorisation code live five minutes and be exchanged once; the sandbox obeys the same rules. */
const CODE_TTL_MS = 5 * 60 * 1000;

/** A stable sandbox identity: the same nickname always yields the same unionid, like one WeChat account would. */
export function sandboxIdentity(nickname: string): WechatIdentity {
  const digest = (salt: string) => createHash('sha256').update(`${salt}:${nickname}`).digest('hex').slice(0, 28);
  return { unionid: `sbx_u_${digest('unionid')}`, openid: `sbx_o_${digest('openid')}`, nickname };
}

/**
 * Sandbox WeChat: the QR code opens a local "phone" page (apps/server/src/sandbox) instead of WeChat.
 * Codes live in the database so any instance can exchange a code another instance issued.
 */
export class SandboxWechatProvider implements WechatProvider {
  readonly sandbox = true;
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly publicUrl: string,
  ) {}

  authorizeUrl(state: string, redirectUri: string, lang: 'cn' | 'en') {
    const q = new URLSearchParams({ state, redirect_uri: redirectUri, lang });
    return `${this.publicUrl.replace(/\/$/, '')}/sandbox/wechat?${q}`;
  }

  /** What WeChat does when the user presses "Allow" on the phone: a one-time code for that identity. */
  async issueCode(nickname: string): Promise<string> {
    const identity = sandboxIdentity(nickname);
    const code = randomBytes(16).toString('hex');
    const now = this.clock.now();
    await this.db.insert(wechatSandboxCodes).values({
      code,
      unionid: identity.unionid,
      openid: identity.openid,
      nickname,
      createdAt: new Date(now),
      expiresAt: new Date(now + CODE_TTL_MS),
    });
    return code;
  }

  async exchangeCode(code: string): Promise<WechatIdentity> {
    const now = new Date(this.clock.now());
    const [row] = await this.db
      .update(wechatSandboxCodes)
      .set({ usedAt: now })
      .where(and(eq(wechatSandboxCodes.code, code), isNull(wechatSandboxCodes.usedAt), gt(wechatSandboxCodes.expiresAt, now)))
      .returning();
    // WeChat answers errcode 40029 (invalid code) or 40163 (code been used); both surface as a provider failure.
    if (!row) throw new AppError('WX_PROVIDER_FAILED');
    return { unionid: row.unionid, openid: row.openid, nickname: row.nickname };
  }

  /** Nicknames already used in this sandbox, newest first: the "pick an identity" list of the phone page. */
  async recentNicknames(limit = 6): Promise<string[]> {
    const rows = await this.db
      .select({ nickname: wechatSandboxCodes.nickname, last: sql<Date>`max(${wechatSandboxCodes.createdAt})` })
      .from(wechatSandboxCodes)
      .groupBy(wechatSandboxCodes.nickname)
      .orderBy(desc(sql`max(${wechatSandboxCodes.createdAt})`))
      .limit(limit);
    return rows.map((r) => r.nickname);
  }
}
