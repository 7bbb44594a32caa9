// Worker entry. The bundled review job (packages/review/dist/cli/job.mjs, rebuilt when a source is newer) starts in a
// fraction of the time the TypeScript sources take, and worker threads do not inherit the parent's TypeScript loader
// anyway; should the bundle be unavailable (no esbuild, a read-only install), the sources run through tsx.
import { pathToFileURL } from 'node:url';

let job = null;
try {
  const { ensureCliBuilt, jobBundle } = await import('../../scripts/build-cli.mjs');
  await ensureCliBuilt();
  job = jobBundle;
} catch {
  job = null;
}
if (job) {
  await import(pathToFileURL(job).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import('./job.ts');
}
