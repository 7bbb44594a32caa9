import type { FastifyInstance } from 'fastify';
import { classifiesRoutes } from './classifies.routes.ts';
import { collectionsRoutes } from './collections.routes.ts';
import { packagesRoutes } from './packages.routes.ts';
import { syncCatalogue } from './catalogue.sync.ts';
import { templatesRoutes } from './templates.routes.ts';

/**
 * The catalogue module (registered under /api). The catalogue is product data, not demo content: it is loaded from
 * CONTENT_DIR on every start, before the server answers, whatever SEED_DEMO says.
 */
export default async function catalogueModule(app: FastifyInstance) {
  await syncCatalogue(app.ctx);
  await app.register(packagesRoutes);
  await app.register(classifiesRoutes);
  await app.register(templatesRoutes);
  await app.register(collectionsRoutes);
}
