import { readdirSync, readFileSync } from 'node:fs';

/**
 * CPU time of processes, read from /proc (Linux): how much CPU each request cost the server, the database and the
 * load generator. Unlike requests per second, this barely moves when other work shares the machine.
 */
export interface CpuPerRequest {
  /** CPU microseconds per answered request of the server process, of the PostgreSQL server, and of autocannon. */
  serverUs: number | null;
  databaseUs: number | null;
  loadGeneratorUs: number;
}

const TICK_US = 1_000_000 / 100; // USER_HZ is 100 on Linux

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime, and the same of children already waited for, in microseconds. */
  ownUs: number;
  childrenUs: number;
}

function readStat(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces and parentheses: fields start after the last ')'.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { pid, ppid: Number(f[1]), ownUs: (Number(f[11]) + Number(f[12])) * TICK_US, childrenUs: (Number(f[13]) + Number(f[14])) * TICK_US };
  } catch {
    return null;
  }
}

export const procAvailable = (() => {
  try {
    return readStat(process.pid) !== null;
  } catch {
    return false;
  }
})();

/** CPU microseconds of one process (its threads included). */
export function processCpuUs(pid: number): number | null {
  return readStat(pid)?.ownUs ?? null;
}

/** The postmaster listening on `port` (found by its command line), or null. */
export function findPostmaster(port: number): number | null {
  if (!procAvailable) return null;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const args = readFileSync(`/proc/${name}/cmdline`, 'utf8').split('\0');
      if (!args[0]?.endsWith('postgres')) continue;
      if (args.some((a, i) => a === '-p' && args[i + 1] === String(port))) return Number(name);
    } catch {
      // gone
    }
  }
  return null;
}

/** CPU microseconds of a PostgreSQL server: the postmaster, its live backends and those that exited. */
export function clusterCpuUs(postmaster: number): number | null {
  const root = readStat(postmaster);
  if (!root) return null;
  let total = root.ownUs + root.childrenUs;
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const st = readStat(Number(name));
    if (st && st.ppid === postmaster) total += st.ownUs;
  }
  return total;
}
