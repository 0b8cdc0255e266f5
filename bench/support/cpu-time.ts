/**
 * CPU time a process and its children have used, from /proc (shared by the page-cache and SSR
 * benches): unlike pages per second it barely
 * depends on what else the shared machine runs, so it says what a page costs each part (the
 * storefront's render, Varnish's hit) even under the load of other work.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';

/** The processes a process started (from /proc, every thread's list). */
export function childrenOf(pid: number): number[] {
  const tasks = `/proc/${pid}/task`;
  if (!existsSync(tasks)) return [];
  return readdirSync(tasks).flatMap((task) => {
    const file = `${tasks}/${task}/children`;
    if (!existsSync(file)) return [];
    return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  });
}

/** User + system CPU ms of `pid` and its children so far; undefined where /proc is missing. */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return undefined;
  // After the command name (which may hold spaces, hence the last ')'): utime is the 14th field
  // of the line, stime the 15th, in clock ticks (100 a second on Linux).
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(')').at(-1)?.trim().split(' ') ?? [];
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  return own + childrenOf(pid).reduce((sum, child) => sum + (cpuMs(child) ?? 0), 0);
}
