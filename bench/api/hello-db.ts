import Fastify from 'fastify';
import { createDb } from '@lexbridge/db';

/**
 * The floor under GET /api/users on PostgreSQL: the bare hello-world plus one round trip to the database through
 * the product's own pool settings. What the product costs above this is its own code; below it nothing can go
 * without skipping the database.
 */
const port = Number(process.env.PORT ?? 3101);
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL is required');
const handle = await createDb({ url, poolMax: Number(process.env.DATABASE_POOL_MAX ?? 20) });
const app = Fastify({ logger: false });

app.get('/', async () => {
  await handle.exec('select 1');
  return { hello: 'world' };
});

const stop = () => void app.close().then(() => handle.close()).then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await app.listen({ port, host: '127.0.0.1' });
