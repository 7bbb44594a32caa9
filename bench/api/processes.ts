import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { repoRoot } from './options.ts';

/** Servers under load run as child processes, so autocannon's own CPU use never shares their event loop. */
export interface ServerProcess {
  url: string;
  pid: number;
  logFile: string;
  stop(): Promise<void>;
}

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) child.kill('SIGKILL');
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      srv.close(() => (addr && typeof addr === 'object' ? resolve(addr.port) : reject(new Error('no free port'))));
    });
  });
}

function tail(file: string): string {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(-30).join('\n');
  } catch {
    return '(no output)';
  }
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Starts `node --import tsx <script>` from the repository root with `env` over a minimal environment, and waits
 * until `readyPath` answers 200. The child's output goes to `logFile`.
 */
export async function startNode(opts: {
  script: string;
  env: Record<string, string>;
  readyPath: string;
  logFile: string;
  nodeArgs?: string[];
  readyTimeoutMs?: number;
  /** Working directory the script path is relative to; default the repository root. */
  cwd?: string;
  /** A port chosen beforehand, for a server that must know its own address (PUBLIC_URL); default a free one. */
  port?: number;
}): Promise<ServerProcess> {
  const port = opts.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const log = createWriteStream(opts.logFile);
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...opts.env, PORT: String(port) };
  const child = spawn(process.execPath, [...(opts.nodeArgs ?? []), '--import', 'tsx', opts.script], {
    cwd: opts.cwd ?? repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.stdout!.pipe(log, { end: false });
  child.stderr!.pipe(log, { end: false });
  const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + (opts.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (exited(child)) throw new Error(`${opts.script} exited before it was ready:\n${tail(opts.logFile)}`);
    try {
      const res = await fetch(url + opts.readyPath, { signal: AbortSignal.timeout(2_000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${opts.script} was not ready within ${opts.readyTimeoutMs ?? 60_000} ms:\n${tail(opts.logFile)}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }

  return {
    url,
    pid: child.pid!,
    logFile: opts.logFile,
    async stop() {
      if (!exited(child)) {
        // SIGINT lets the server close cleanly (and a CPU profile be written); SIGKILL if it hangs.
        child.kill('SIGINT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await gone;
        clearTimeout(timer);
      }
      live.delete(child);
      log.end();
    },
  };
}

export const serverScript = join('apps', 'server', 'src', 'main.ts');
export const helloScript = join('bench', 'api', 'hello.ts');
export const helloDbScript = join('bench', 'api', 'hello-db.ts');
