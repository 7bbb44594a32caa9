// `npm test`: the one command that runs every test. Builds the web app when stale (the end-to-end tests drive the
// built bundle through the real server), then runs Vitest over all projects. Arguments are passed to Vitest:
//   npm test -- --project unit
//   npm test -- --project e2e e2e/smoke.test.ts
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { ensureWebBuilt, repoRoot } from './web-build.mjs';

const args = process.argv.slice(2);

/** Projects named on the command line (`--project x`, `--project=x`); empty means all of them. */
function selectedProjects(argv) {
  const names = [];
  argv.forEach((a, i) => {
    if (a === '--project' && argv[i + 1]) names.push(argv[i + 1]);
    else if (a.startsWith('--project=')) names.push(a.slice('--project='.length));
  });
  return names;
}

const projects = selectedProjects(args);
// E2E_WEB_DIST: the end-to-end tests serve that build instead (see e2e/README.md), so apps/web/dist is left alone.
const needsWeb = !process.env.E2E_WEB_DIST && (projects.length === 0 || projects.some((p) => p === 'e2e' || p.includes('*')));
if (needsWeb) {
  try {
    ensureWebBuilt();
  } catch (err) {
    console.error(String(err instanceof Error ? err.message : err));
    process.exit(1);
  }
}

const require = createRequire(import.meta.url);
const vitestBin = join(dirname(require.resolve('vitest/package.json')), 'vitest.mjs');
const child = spawn(process.execPath, [vitestBin, 'run', ...args], { cwd: repoRoot, stdio: 'inherit' });

for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 1 : 0));
});
