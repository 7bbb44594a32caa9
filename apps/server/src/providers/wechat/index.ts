import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@lexbridge/db';
import type { Clock, Config } from '../../config.ts';
import type { WechatProvider } from '../types.ts';
import { OpenWechatProvider } from './open.ts';
import { SandboxWechatProvider } from './sandbox.ts';

export function createWechatProvider(config: Config, db: Db, log: FastifyBaseLogger, clock: Clock): WechatProvider {
  if (config.WECHAT_PROVIDER === 'open') {
    return new OpenWechatProvider(
      { appId: config.WECHAT_APP_ID, appSecret: config.WECHAT_APP_SECRET, apiBase: config.WECHAT_API_BASE, openBase: config.WECHAT_OPEN_BASE },
      log,
    );
  }
  return new SandboxWechatProvider(db, clock, config.PUBLIC_URL);
}
