// Builds the web app when its output is missing or older than its sources. Shared by `npm start` and `npm test`,
// so both serve the same, current bundle without paying for a build when nothing changed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const webDir = join(repoRoot, 'apps/web');
export const webDist = join(webDir, 'dist');

/** What the bundle is made from: the web app and the contract package it imports. Tests do not change the bundle. */
const SOURCES = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/tsconfig.json',
  'packages/contract/src',
  'package-lock.json',
];
const SKIP = /(^|\/)(node_modules|dist)(\/|$)|\.test\.[cm]?[jt]sx?$/;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return SKIP.test(path) ? 0 : st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    const child = join(path, entry.name);
    if (SKIP.test(child)) continue;
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(child) : statSync(child).mtimeMs);
  }
  return newest;
}

/** Why the bundle must be rebuilt, or null when it is current. */
export function webBuildReason() {
  const marker = join(webDist, 'index.html');
  if (!existsSync(marker)) return 'no build yet';
  const built = statSync(marker).mtimeMs;
  for (const rel of SOURCES) {
    if (newestMtime(join(repoRoot, rel)) > built) return `${rel} changed since the last build`;
  }
  return null;
}

/** Builds when stale; returns true when a build ran. Throws when the build fails. */
export function ensureWebBuilt({ log = console.log } = {}) {
  const reason = webBuildReason();
  if (!reason) return false;
  if (!existsSync(join(webDir, 'index.html'))) throw new Error('apps/web/index.html is missing: there is no web app to build');
  log(`Building the web app (${reason})...`);
  const started = Date.now();
  // Build beside the live bundle and swap it in, so a server already serving apps/web/dist (another test run, a
  // developer's `npm start`) never sees a half-written folder.
  const staging = join(webDir, '.tmp', `dist-${process.pid}`);
  mkdirSync(dirname(staging), { recursive: true });
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const res = spawnSync(npm, ['run', '-w', '@lexbridge/web', 'build', '--', '--outDir', staging, '--emptyOutDir'], { cwd: repoRoot, stdio: 'inherit' });
  if (res.status !== 0) {
    rmSync(staging, { recursive: true, force: true });
    throw new Error(`web build failed (exit ${res.status ?? res.signal})`);
  }
  const old = join(webDir, '.tmp', `dist-old-${process.pid}`);
  if (existsSync(webDist)) renameSync(webDist, old);
  renameSync(staging, webDist);
  rmSync(old, { recursive: true, force: true });
  log(`Web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
}
