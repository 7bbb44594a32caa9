import { randomBytes, timingSafeEqual, createHash } from 'node:crypto';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { schema } from '@lexbridge/db';
import { eq } from '@lexbridge/db/orm';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';

const { appKv } = schema;
const KV_KEY = 'ops_key';
export const OPS_KEY_HEADER = 'x-ops-key';
export const OPS_KEY_FILE = 'ops.key';

/** The ops key: generated once, shared by every instance through the database. */
export async function loadOpsKey(ctx: AppContext): Promise<string> {
  await ctx.db.insert(appKv).values({ key: KV_KEY, value: randomBytes(32).toString('base64url') }).onConflictDoNothing({ target: appKv.key });
  const [row] = await ctx.db.select({ value: appKv.value }).from(appKv).where(eq(appKv.key, KV_KEY));
  return row.value;
}

/** Written beside the data at start, readable by the server's own user only: whoever can read it may act as staff. */
export async function writeOpsKeyFile(ctx: AppContext): Promise<string> {
  const dir = resolve(ctx.config.DATA_DIR);
  await mkdir(dir, { recursive: true });
  const file = join(dir, OPS_KEY_FILE);
  await writeFile(file, `${await loadOpsKey(ctx)}\n`, { mode: 0o600 });
  await chmod(file, 0o600);
  return file;
}

const isLoopback = (addr: string | undefined) => !!addr && (/^127\./.test(addr) || addr === '::1' || /^::ffff:127\./.test(addr));
const digest = (s: string) => createHash('sha256').update(s).digest();

/**
 * Ops calls are accepted only on the machine itself: a loopback socket that no proxy forwarded (a local reverse proxy
 * makes outside requests look local, hence the header check) and the ops key. Elsewhere the API does not exist.
 */
export async function assertOpsRequest(
  ctx: AppContext,
  req: { socketAddress: string | undefined; forwarded: boolean; key: string | undefined },
): Promise<void> {
  if (!isLoopback(req.socketAddress) || req.forwarded) {
    ctx.log.warn({ event: 'abuse.ops_remote', ip: req.socketAddress }, 'ops call from outside the machine');
    throw new AppError('NOT_FOUND');
  }
  if (!req.key || !timingSafeEqual(digest(req.key), digest(await loadOpsKey(ctx)))) {
    ctx.log.warn({ event: 'abuse.ops_key', ip: req.socketAddress }, 'ops call without the right key');
    throw new AppError('FORBIDDEN');
  }
}
