import type { TestProject } from 'vitest/node';
import { startPgServer } from './helpers/pg-server.ts';

import type {} from './helpers/provided.ts';

/**
 * Vitest global setup of the PostgreSQL API tests: starts one PostgreSQL 15 server for the run (or uses
 * TEST_DATABASE_URL) and hands its admin URL to the workers, which create a fresh database per app.
 */
export default async function setup(project: TestProject) {
  const mode = (project.config.env?.TEST_DB as string | undefined) ?? process.env.TEST_DB;
  if (mode !== 'pg') return;
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const server = await startPgServer();
  project.provide('pgAdminUrl', server.adminUrl);
  return async () => {
    await server.stop();
  };
}
