import type { FastifyBaseLogger } from 'fastify';
import { desc, sql } from '@lexbridge/db/orm';
import { schema, type Db } from '@lexbridge/db';
import type { Clock } from '../config.ts';
import type { Outbox, OutboxEntry } from './types.ts';

const { outbox } = schema;

const MAX_LIST = 200;

/**
 * The sandbox outbox, held in the database so that every server instance (and a test reading it through the API)
 * sees the same list. Each entry is also logged, so a developer watching the console can copy a code.
 */
export function createDbOutbox(db: Db, log: FastifyBaseLogger, clock: Clock): Outbox {
  return {
    async record(entry) {
      await db.insert(outbox).values({ channel: entry.channel, recipient: entry.to, text: entry.text, createdAt: new Date(clock.now()) });
      log.info({ event: 'outbox', channel: entry.channel, to: entry.to, text: entry.text }, 'sandbox outbox');
    },
    async list(limit = 50, to?: string) {
      const rows = await db
        .select()
        .from(outbox)
        // `to` matches part of the recipient, so "13800138000" finds "+86 13800138000".
        .where(to ? sql`strpos(${outbox.recipient}, ${to}) > 0` : undefined)
        .orderBy(desc(outbox.id))
        .limit(Math.min(Math.max(1, limit), MAX_LIST));
      return rows.map((r): OutboxEntry => ({ channel: r.channel as OutboxEntry['channel'], to: r.recipient, text: r.text, createdAt: r.createdAt.getTime() }));
    },
  };
}
