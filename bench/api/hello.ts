import Fastify from 'fastify';

/**
 * The yardstick: a bare Fastify server answering a fixed JSON object, no plugins and no logging. The product's
 * throughput is reported as a share of this one, measured on the same machine in the same run.
 */
const port = Number(process.env.PORT ?? 3100);
const app = Fastify({ logger: false });

app.get('/', async () => ({ hello: 'world' }));

process.on('SIGINT', () => void app.close().then(() => process.exit(0)));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));

await app.listen({ port, host: '127.0.0.1' });
