// `npm run -s review -- <file> [options]`: runs the bundled command line (src/cli/review.ts), building it first when
// it is missing or older than its sources, so a fresh clone needs no build step and an edit is picked up at once.
// Should the bundle fail to build, the TypeScript sources run through tsx instead (slower start, same result).
import { pathToFileURL } from 'node:url';
import { ensureCliBuilt } from './build-cli.mjs';

let bundle = null;
try {
  bundle = await ensureCliBuilt();
} catch (err) {
  process.stderr.write(`review: the command could not be bundled (${err?.message ?? err}); running from source\n`);
}
if (bundle) {
  await import(pathToFileURL(bundle).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(new URL('../src/cli/review.ts', import.meta.url).href);
}
