import type { FastifyInstance } from 'fastify';
import { SandboxWechatProvider } from '../providers/wechat/sandbox.ts';
import { sandboxWechatPage } from './wechat.page.ts';

/**
 * Server-rendered pages that stand in for outside services while their sandbox provider is active. With real
 * providers configured none of these routes exist. Registered at the root (not under /api): they are pages.
 */
export default async function sandboxPages(app: FastifyInstance) {
  const { wechat } = app.ctx.providers;
  if (wechat instanceof SandboxWechatProvider) await sandboxWechatPage(app, wechat);
}
