import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

/** PGlite is single-process: a second process opening the same folder would corrupt it. */
export class DataDirBusyError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`The database folder ${dir} is in use by process ${pid}. Stop that server first, or set DATABASE_URL to share a PostgreSQL server.`);
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes `${dir}/owner.pid` exclusively for this process; a lock left by a process that no longer runs is taken over.
 * Returns the release function.
 */
export function lockDataDir(dir: string): () => void {
  const file = join(dir, 'owner.pid');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        rmSync(file, { force: true });
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      if (Number.isInteger(pid) && pid > 0 && alive(pid)) throw new DataDirBusyError(dir, pid);
      rmSync(file, { force: true });
    }
  }
  throw new Error(`could not lock the database folder ${dir}`);
}
