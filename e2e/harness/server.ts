import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

export const repoRoot = resolve(import.meta.dirname, '../..');
const LOG_DIR = join(repoRoot, 'test-results/server-logs');

export interface StartServerOptions {
  /** Name used for the log file (test-results/server-logs/<label>-<port>.log). */
  label?: string;
  /** Settings added to (or overriding) the e2e defaults. */
  env?: Record<string, string>;
  /** How long to wait for /api/health. */
  readyTimeoutMs?: number;
  /** Use this data folder and keep it on stop (default: a fresh temporary folder, removed on stop). */
  dataDir?: string;
}

export interface RunningServer {
  url: string;
  port: number;
  dataDir: string;
  logFile: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? ok(addr.port) : fail(new Error('no port'))));
    });
  });
}

/**
 * Journeys drive the product the way a person does, several times per run from one address: the abuse limits
 * (tested on their own in the API tests) are widened so that they do not decide the outcome of a journey.
 */
const E2E_DEFAULTS: Record<string, string> = {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  SEED_DEMO: 'true',
  SMS_PROVIDER: 'sandbox',
  MAIL_PROVIDER: 'sandbox',
  WECHAT_PROVIDER: 'sandbox',
  CAPTCHA_DIFFICULTY_BITS: '8',
  SMS_PER_PHONE_INTERVAL_SECONDS: '1',
  SMS_PER_IP_HOURLY: '100000',
  LOGIN_IP_PER_MINUTE: '100000',
  LOG_LEVEL: 'info',
  WEB_DIST: join(repoRoot, 'apps/web/dist'),
  DATABASE_URL: '',
};

const live = new Set<ChildProcess>();
process.once('exit', () => {
  // A worker that dies without stop(): leave no server behind.
  for (const child of live) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals, evenIfLeaderExited = false) {
  if (child.pid === undefined) return;
  if (!evenIfLeaderExited && (child.exitCode !== null || child.signalCode !== null)) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** A folder prepared by the e2e global setup (see global-setup.ts), when this runs under it. */
function provided(key: 'e2eDataTemplate' | 'e2eWebDist'): string | undefined {
  try {
    const dir = inject(key);
    return dir && existsSync(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

function tail(file: string, lines = 40) {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no log)';
  }
}

/**
 * Starts the real server (`node --import tsx apps/server/src/main.ts`) on a free port with a fresh data folder
 * (embedded PGlite), sandbox providers and demo content, and waits until /api/health answers.
 */
export async function startServer(opts: StartServerOptions = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDir = !opts.dataDir;
  const dataDir = opts.dataDir ?? mkdtempSync(join(tmpdir(), 'lexbridge-e2e-'));
  const template = ownDir ? provided('e2eDataTemplate') : undefined;
  if (template) cpSync(template, dataDir, { recursive: true });
  mkdirSync(LOG_DIR, { recursive: true });
  const logFile = join(LOG_DIR, `${(opts.label ?? 'server').replace(/[^\w.-]+/g, '_')}-${port}.log`);
  const log = createWriteStream(logFile);

  const web = provided('e2eWebDist');
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    ...E2E_DEFAULTS,
    ...(web ? { WEB_DIST: web } : {}),
    ...opts.env,
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
  };
  // Test-runner variables would otherwise change how the server behaves under test.
  for (const key of Object.keys(env)) if (key.startsWith('VITEST') || key === 'TEST_DB') delete env[key];

  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const exited = new Promise<void>((ok) => child.once('exit', () => ok()));
  exited.then(() => live.delete(child));

  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    killGroup(child, 'SIGTERM');
    const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
    // The server may leave children of its own (worker processes): end the whole group.
    killGroup(child, 'SIGKILL', true);
    log.end();
    if (ownDir) rmSync(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(`server exited during start (${child.exitCode ?? child.signalCode}); log ${logFile}:\n${tail(logFile)}`);
    }
    try {
      const res = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) return { url, port, dataDir, logFile, stop };
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = err instanceof Error ? err.message : String(err);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  await stop();
  throw new Error(`server not healthy after ${opts.readyTimeoutMs ?? 60_000} ms (${lastError}); log ${logFile}:\n${tail(logFile)}`);
}
