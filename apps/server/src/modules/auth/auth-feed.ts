import type { FastifyBaseLogger } from 'fastify';
import type pg from 'pg';
import type { Db } from '@lexbridge/db';

/**
 * The announcements of changes to users and sessions (migration 0005: a trigger NOTIFYs `lexbridge_auth` with the user
 * id at commit), heard by this instance. On PostgreSQL a dedicated connection LISTENs, outside the query pool; when it
 * is lost the feed says so at once (`down`), reconnects with a growing pause, and says `up` once it listens again.
 * PGlite runs in this process and delivers the announcement with the commit.
 */
export const AUTH_CHANNEL = 'lexbridge_auth';
/** Marks the listening connections in pg_stat_activity. */
export const FEED_APPLICATION_NAME = 'lexbridge-auth-feed';

export interface FeedHandlers {
  change(userId: number): void;
  up(): void;
  down(reason: string): void;
}

export interface AuthFeed {
  close(): Promise<void>;
}

/** Reconnect pauses, ms: short at first (a restarting server), then at most every 10 s. */
const RETRY_MS = [100, 250, 500, 1000, 2000, 5000, 10_000];
/** A connection that does not answer a ping within the timeout is treated as lost (e.g. a silent network cut). */
const PING_EVERY_MS = 10_000;
const PING_TIMEOUT_MS = 5_000;

interface PgliteLike {
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
}
const isPglite = (c: unknown): c is PgliteLike => typeof (c as PgliteLike | null)?.listen === 'function';
/** node-postgres' Pool keeps its Client class and options: the feed opens its own connection with the same settings. */
type PoolLike = pg.Pool & { Client: typeof pg.Client; options: pg.ClientConfig };
const isPool = (c: unknown): c is PoolLike => typeof (c as pg.Pool | null)?.connect === 'function' && typeof (c as { Client?: unknown }).Client === 'function';

/** Starts hearing changes; resolves after the first attempt, whether it connected or not (it keeps retrying). */
export async function openAuthFeed(db: Db, log: FastifyBaseLogger, handlers: FeedHandlers): Promise<AuthFeed> {
  const client = (db as unknown as { $client?: unknown }).$client;
  const change = (payload: string | undefined) => {
    const userId = Number(payload);
    // Anything else on the channel cannot be tied to a user: forgetting everything is the safe answer.
    if (Number.isSafeInteger(userId) && userId > 0) return handlers.change(userId);
    handlers.down(`unreadable announcement ${JSON.stringify(payload)}`);
    handlers.up();
  };
  if (isPglite(client)) {
    const unlisten = await client.listen(AUTH_CHANNEL, change);
    handlers.up();
    return {
      async close() {
        handlers.down('closed');
        await unlisten().catch(() => {});
      },
    };
  }
  if (isPool(client)) {
    const feed = new PgFeed(client, log, handlers, change);
    await feed.connect();
    return feed;
  }
  log.warn({ event: 'auth.cache_feed_unsupported' }, 'database client cannot LISTEN; login checks are not cached');
  return { close: async () => {} };
}

class PgFeed implements AuthFeed {
  #current: pg.Client | null = null;
  #closed = false;
  #attempt = 0;
  #retry: NodeJS.Timeout | null = null;
  #ping: NodeJS.Timeout | null = null;
  #wasUp = false;

  constructor(
    private readonly pool: PoolLike,
    private readonly log: FastifyBaseLogger,
    private readonly handlers: FeedHandlers,
    private readonly change: (payload: string | undefined) => void,
  ) {}

  async connect(): Promise<void> {
    const client = new this.pool.Client({ ...this.pool.options, application_name: FEED_APPLICATION_NAME, keepAlive: true });
    let lost = false;
    const lose = (reason: string) => {
      if (lost) return;
      lost = true;
      client.end().catch(() => {});
      this.#lost(client, reason);
    };
    client.on('notification', (msg: pg.Notification) => {
      if (!lost && msg.channel === AUTH_CHANNEL) this.change(msg.payload);
    });
    client.on('error', (err: Error) => lose(err.message));
    client.on('end', () => lose('connection ended'));
    try {
      await client.connect();
      await client.query(`LISTEN ${AUTH_CHANNEL}`);
    } catch (err) {
      lose(err instanceof Error ? err.message : String(err));
      return;
    }
    if (lost) return;
    if (this.#closed) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    this.#current = client;
    this.#attempt = 0;
    this.#startPing(client, lose);
    if (this.#wasUp) this.log.info({ event: 'auth.cache_feed_up' }, 'listening for login changes again; login checks are cached');
    this.#wasUp = true;
    this.handlers.up();
  }

  #startPing(client: pg.Client, lose: (reason: string) => void): void {
    this.#ping = setInterval(() => {
      const timeout = setTimeout(() => lose('no answer to ping'), PING_TIMEOUT_MS);
      timeout.unref();
      client.query('SELECT 1').then(
        () => clearTimeout(timeout),
        (err: Error) => {
          clearTimeout(timeout);
          lose(err.message);
        },
      );
    }, PING_EVERY_MS);
    this.#ping.unref();
  }

  #lost(client: pg.Client, reason: string): void {
    if (this.#current === client) {
      this.#current = null;
      if (this.#ping) clearInterval(this.#ping);
      this.#ping = null;
    }
    // Announcements may be missed from now on: the cache must forget and stop before anything else runs.
    this.handlers.down(reason);
    if (this.#closed) return;
    this.log.warn({ event: 'auth.cache_feed_down', reason }, 'not listening for login changes; login checks go to the database');
    const pause = RETRY_MS[Math.min(this.#attempt++, RETRY_MS.length - 1)];
    this.#retry = setTimeout(() => {
      this.#retry = null;
      void this.connect();
    }, pause);
    this.#retry.unref();
  }

  async close(): Promise<void> {
    this.#closed = true;
    if (this.#retry) clearTimeout(this.#retry);
    if (this.#ping) clearInterval(this.#ping);
    const client = this.#current;
    this.#current = null;
    this.handlers.down('closed');
    if (client) await client.end().catch(() => {});
  }
}
