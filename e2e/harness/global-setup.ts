import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with migrations applied and demo content seeded, copied by every startServer() of the run. */
    e2eDataTemplate: string;
  }
}

/**
 * Creating an embedded database from nothing takes PGlite about 15 s; opening an existing one about 1 s. The run
 * starts the real server once to migrate and seed a data folder, stops it cleanly, and every test server starts from a
 * copy of that folder: each file still gets its own database, at a fraction of the start-up time.
 */
export default async function setup(project: TestProject) {
  const template = mkdtempSync(join(tmpdir(), 'lexbridge-e2e-template-'));
  const server = await startServer({ label: 'template', dataDir: template, readyTimeoutMs: 120_000 });
  await server.stop();
  project.provide('e2eDataTemplate', template);
  return () => rmSync(template, { recursive: true, force: true });
}
