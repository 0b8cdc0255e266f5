/**
 * CPU time used by processes of a bench run, read from Linux's /proc (clock ticks of 10 ms):
 * where the machine's cores went during a measurement (the load generator, each API instance,
 * the PostgreSQL server with its backends). Undefined where /proc is not there.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ticksPerSecond = 100;

/** utime, stime, cutime, cstime (seconds) and the parent pid of a process, or undefined. */
function statOf(pid: number): { own: number; children: number; ppid: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command in parentheses: field 3 (state) onwards.
    const fields = stat
      .slice(stat.lastIndexOf(')') + 2)
      .split(' ')
      .map(Number);
    const [ppid, utime, stime, cutime, cstime] = [fields[1], fields[11], fields[12], fields[13], fields[14]];
    return {
      own: ((utime ?? 0) + (stime ?? 0)) / ticksPerSecond,
      children: ((cutime ?? 0) + (cstime ?? 0)) / ticksPerSecond,
      ppid: ppid ?? 0,
    };
  } catch {
    return undefined;
  }
}

/** CPU seconds of one process so far (its own work, not its children's). */
export function cpuSecondsOf(pid: number | undefined): number | undefined {
  return pid === undefined ? undefined : statOf(pid)?.own;
}

/**
 * CPU seconds of a PostgreSQL server so far: the postmaster, the backends it has reaped, and the
 * ones alive (a pool's connections). `dataDir` holds `postmaster.pid`.
 */
export function postgresCpuSeconds(dataDir: string | undefined): number | undefined {
  if (!dataDir || !existsSync('/proc')) return undefined;
  let postmaster: number;
  try {
    postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return undefined;
  }
  const root = statOf(postmaster);
  if (!root) return undefined;
  let total = root.own + root.children;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = statOf(Number(entry));
    if (child?.ppid === postmaster) total += child.own;
  }
  return total;
}
