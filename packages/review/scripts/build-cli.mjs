// The review command line as bundled ES modules (packages/review/dist/cli/review.mjs, job.mjs for worker threads,
// shared chunks and one for the report writers), built with esbuild and rebuilt when any file it was made from changed. Loading plain JS skips the
// TypeScript loader, which took about a third of a review's wall time; the check before each run is a stat per
// source file (about 2 ms).
//
// `node packages/review/scripts/build-cli.mjs` builds it now; `ensureCliBuilt()` builds it only when stale.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
export const repoRoot = resolve(here, '../../..');
// The command line, and the review job that worker threads run (src/worker/boot.mjs loads it from the bundle too).
const entries = { review: join(here, '../src/cli/review.ts'), job: join(here, '../src/worker/job.ts') };
// Two folders below packages/review, like every src/<folder>/<file>.ts: the paths the engine resolves from its own
// location (models/, content/review-playbook/, the repository root) stay the same inside the bundle.
const distDir = join(here, '../dist');
const cliDir = join(distDir, 'cli');
export const cliBundle = join(cliDir, 'review.mjs');
export const jobBundle = join(cliDir, 'job.mjs');
const inputsFile = join(cliDir, 'inputs.json');

/** Why the bundle must be rebuilt, or null when it is current. */
export function cliBuildReason() {
  if (!existsSync(cliBundle) || !existsSync(jobBundle) || !existsSync(inputsFile)) return 'no build yet';
  const built = statSync(cliBundle).mtimeMs;
  let inputs;
  try {
    inputs = JSON.parse(readFileSync(inputsFile, 'utf8'));
  } catch {
    return 'the list of its sources is unreadable';
  }
  // The builder itself counts as a source: a changed option changes the bundle.
  for (const rel of [...inputs, relative(repoRoot, fileURLToPath(import.meta.url))]) {
    let mtime;
    try {
      mtime = statSync(join(repoRoot, rel)).mtimeMs;
    } catch {
      return `${rel} is gone`;
    }
    if (mtime > built) return `${rel} changed`;
  }
  return null;
}

/** Builds the bundle now. Returns the build's wall time in ms. */
export async function buildCli() {
  const started = Date.now();
  const { build } = await import('esbuild');
  const staging = join(distDir, `cli.${process.pid}.tmp`);
  rmSync(staging, { recursive: true, force: true });
  const result = await build({
    entryPoints: entries,
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    absWorkingDir: repoRoot,
    bundle: true,
    // The report writers are imported only when a report is asked for; in a chunk of their own, the packages they
    // load (docx, pdfkit and its fonts) stay out of a plain review's start.
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    metafile: true,
    logLevel: 'error',
    // Installed packages load from node_modules as usual; the workspace's own packages export TypeScript, so they
    // are bundled.
    plugins: [
      {
        name: 'installed-packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@lexbridge/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  const inputs = Object.keys(result.metafile.inputs).filter((p) => !p.includes('node_modules/'));
  writeFileSync(join(staging, 'inputs.json'), JSON.stringify(inputs));
  // Dated from the build's start, so a source saved during the build still makes the bundle stale.
  const at = new Date(started);
  for (const name of Object.keys(entries)) utimesSync(join(staging, `${name}.mjs`), at, at);
  // Another run may build at the same moment: each builds in its own folder and swaps it in, so no run imports a
  // half-written bundle. The replaced folder is kept a while for a run still loading its report chunk.
  const retired = join(distDir, `cli.old.${process.pid}.${started}`);
  try {
    renameSync(cliDir, retired);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    renameSync(staging, cliDir);
  } catch (err) {
    // A build that ran at the same time swapped its folder in first: it is as current as this one.
    if (!existsSync(cliBundle)) throw err;
    rmSync(staging, { recursive: true, force: true });
  }
  for (const name of readdirSync(distDir)) {
    const m = /^cli\.old\.\d+\.(\d+)$/.exec(name);
    if (m && started - Number(m[1]) > 10 * 60_000) rmSync(join(distDir, name), { recursive: true, force: true });
  }
  return Date.now() - started;
}

/** Builds the bundle when stale; returns its path. */
export async function ensureCliBuilt({ log = (msg) => process.stderr.write(`${msg}\n`) } = {}) {
  const reason = cliBuildReason();
  if (reason) {
    try {
      await buildCli();
    } catch (err) {
      rmSync(join(distDir, `cli.${process.pid}.tmp`), { recursive: true, force: true });
      throw err;
    }
    if (process.env.REVIEW_BUILD_LOG) log(`review command rebuilt (${reason})`);
  }
  return cliBundle;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildCli();
  process.stdout.write(`built ${relative(repoRoot, cliBundle)} in ${ms} ms\n`);
}
