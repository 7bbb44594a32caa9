import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { repoRoot, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with migrations applied and demo content seeded, copied by every startServer() of the run. */
    e2eDataTemplate: string;
    /** A copy of the built web app taken at the start of the run, served by every test server. */
    e2eWebDist: string;
  }
}

/**
 * Prepared once per run for every end-to-end file.
 *
 * Creating an embedded database from nothing takes PGlite about 15 s; opening an existing one about 1 s. The run
 * starts the real server once to migrate and seed a data folder, stops it cleanly, and every test server starts from a
 * copy of that folder: each file still gets its own database, at a fraction of the start-up time.
 */
export default async function setup(project: TestProject) {
  // A rebuild of apps/web/dist during the run (a developer, another run) must not pull pages from under the tests.
  // E2E_WEB_DIST names another build (one made with `vite build --outDir`), so a run need not rebuild the shared one.
  const dist = process.env.E2E_WEB_DIST || join(repoRoot, 'apps/web/dist');
  if (!existsSync(join(dist, 'index.html'))) throw new Error(`${dist} is not built: run the tests with \`npm test\`, which builds it`);
  const web = mkdtempSync(join(tmpdir(), 'lexbridge-e2e-web-'));
  cpSync(dist, web, { recursive: true });
  project.provide('e2eWebDist', web);

  const template = mkdtempSync(join(tmpdir(), 'lexbridge-e2e-template-'));
  const server = await startServer({ label: 'template', dataDir: template, readyTimeoutMs: 120_000, env: { WEB_DIST: web } });
  await server.stop();
  project.provide('e2eDataTemplate', template);
  return () => {
    rmSync(template, { recursive: true, force: true });
    rmSync(web, { recursive: true, force: true });
  };
}
