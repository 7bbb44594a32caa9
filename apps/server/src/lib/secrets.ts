import { randomBytes } from 'node:crypto';
import { eq } from '@lexbridge/db/orm';
import { schema } from '@lexbridge/db';
import type { AppContext } from '../context.ts';

const { appKv } = schema;
const KEY = 'jwt_secret';
const cache = new WeakMap<AppContext, Promise<Uint8Array>>();

/**
 * The HS256 key for login tokens: JWT_SECRET when set, otherwise a random key generated once and kept in the
 * database, so tokens survive restarts and every instance signs with the same key.
 */
export function getJwtSecret(ctx: AppContext): Promise<Uint8Array> {
  let pending = cache.get(ctx);
  if (!pending) {
    pending = loadSecret(ctx);
    cache.set(ctx, pending);
    pending.catch(() => cache.delete(ctx));
  }
  return pending;
}

async function loadSecret(ctx: AppContext): Promise<Uint8Array> {
  if (ctx.config.JWT_SECRET) return new TextEncoder().encode(ctx.config.JWT_SECRET);
  // Two instances may start together: the first insert wins and both read the winner back.
  await ctx.db
    .insert(appKv)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: appKv.key });
  const [row] = await ctx.db.select({ value: appKv.value }).from(appKv).where(eq(appKv.key, KEY));
  return new TextEncoder().encode(row.value);
}
