/**
 * A throwaway PostgreSQL cluster of the operations suite's own (never the one the test command
 * shares with the other suites, since these tests stop and start it): initdb into a temp folder,
 * pg_ctl on a loopback port of the issue-14 range, as `scripts/ci-postgres.sh` does. As root the
 * server runs as the `postgres` user (it refuses to run as root).
 */
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest PostgreSQL binaries installed, or undefined. */
export function postgresBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  return readdirSync(root)
    .sort((a, b) => Number(a) - Number(b))
    .map((version) => join(root, version, 'bin'))
    .filter((dir) => existsSync(join(dir, 'initdb')))
    .at(-1);
}

const isRoot = process.getuid?.() === 0;

function run(bin: string, args: string[]): string {
  const command = isRoot ? 'runuser' : bin;
  const fullArgs = isRoot ? ['-u', 'postgres', '--', bin, ...args] : args;
  return execFileSync(command, fullArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Stopping and starting a cluster. */
export interface ClusterControl {
  /** Stops the server: `fast` (clients told, as a restart does) or `immediate` (like a crash). */
  stop: (mode?: 'fast' | 'immediate') => void;
  /**
   * SIGKILL of the postmaster, as an OOM kill or a crash does: no client is told anything; the
   * backends notice their parent is gone and end their connections ("terminating connection due
   * to unexpected postmaster exit"). Resolves once every backend has gone (start() can run).
   */
  crash: () => Promise<void>;
  start: () => void;
}

/** pg_ctl of the cluster in `dataDir`, serving on `port`. */
export function clusterControl(dataDir: string, port: number): ClusterControl {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const options = `-p ${port} -k /tmp -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  return {
    start: () => {
      run(join(bin, 'pg_ctl'), [
        '-D',
        dataDir,
        '-o',
        options,
        '-l',
        join(dataDir, 'server.log'),
        '-w',
        'start',
      ]);
    },
    stop: (mode = 'fast') => {
      run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', mode, '-w', 'stop']);
    },
    crash: async () => {
      const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      const backends = childrenOf(postmaster);
      process.kill(postmaster, 'SIGKILL');
      // A new postmaster refuses to start while a backend still holds the old shared memory.
      const until = Date.now() + 20_000;
      while ([postmaster, ...backends].some(isAlive) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/** The process ids whose parent is `pid` (Linux /proc). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((entry) => {
      try {
        return readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A running (or stopped) cluster. */
export interface Cluster extends ClusterControl {
  port: number;
  dataDir: string;
  /** `postgres://postgres@127.0.0.1:<port>/<database>`. */
  url: (database?: string) => string;
  /** Stops it for good and deletes its folder. */
  destroy: () => void;
}

/** Creates and starts a cluster on `port`. */
export function startCluster(port: number): Cluster {
  const bin = postgresBin();
  if (!bin) throw new Error('no PostgreSQL binaries under /usr/lib/postgresql');
  const dataDir = mkdtempSync(join(tmpdir(), 'clubshop-ops-pg-'));
  if (isRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dataDir, uid, gid);
  }
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust']);
  const { start, stop, crash } = clusterControl(dataDir, port);
  start();
  let destroyed = false;
  return {
    port,
    dataDir,
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop,
    crash,
    start,
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      try {
        stop('immediate');
      } catch {
        // already stopped
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
