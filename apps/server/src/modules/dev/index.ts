import type { FastifyInstance } from 'fastify';
import { devRoutes } from './dev.routes.ts';
import { writeOpsKeyFile } from './ops-key.ts';

/** Routes of the dev module (registered under /api). */
export default async function devModule(app: FastifyInstance) {
  await app.register(devRoutes);
  // Only a listening server needs the key file (scripts/ops.ts reads it); in-process test apps never write it.
  app.addHook('onListen', async function () {
    const file = await writeOpsKeyFile(app.ctx);
    app.log.info({ event: 'ops.key', file }, 'ops key written');
  });
}
