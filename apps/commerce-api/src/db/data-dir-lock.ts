/**
 * The lock of an embedded database folder (PGlite serves one process: a second one opening the
 * same folder, say `clubshop staff create` while `start` runs, works on a copy of the files in
 * its own memory and one of the two overwrites the other's writes). Whoever opens the folder
 * (`start`, `migrate`, `seed-demo`, every `clubshop` command) takes the lock first: a file
 * `clubshop.lock` in the folder with the holder's pid; the others refuse with a message naming it.
 *
 * The file is made in one step with its content (written aside, then hard-linked into place, which
 * fails when the lock exists), so a reader never sees a half-written lock. A lock whose process
 * is gone (killed, crashed) is stale and taken over. So is a lock with this process's own pid
 * that this process does not hold: in a container the API is the same small pid after every
 * restart, and the previous container's lock names it.
 *
 * @example
 * ```ts
 * const lock = lockDataDir('/srv/clubshop', 'api'); // throws DataDirInUseError when held
 * try { … } finally { lock.release(); }
 * ```
 */
import { linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Who holds a data folder: the API (`start`) or a command (`clubshop …`, `migrate`, `seed-demo`). */
export type DataDirHolderKind = 'api' | 'command';

/** What a lock file says. */
export interface DataDirHolder {
  pid: number;
  kind: DataDirHolderKind;
  since: string;
}

/** The name of the lock file inside the data folder. */
export const DATA_DIR_LOCK_FILE = 'clubshop.lock';

/** Thrown when another live process holds the folder. */
export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
  constructor(
    readonly dataDir: string,
    readonly holder: DataDirHolder,
  ) {
    const who = holder.kind === 'api' ? 'a running API' : 'a running clubshop command';
    const what =
      holder.kind === 'api' ? 'stop it first, or use DATABASE_URL (PostgreSQL)' : 'wait for it to end';
    super(
      `the embedded database in ${dataDir} is in use by ${who} (pid ${holder.pid}); ${what}. If no process ${holder.pid} runs, delete ${join(dataDir, DATA_DIR_LOCK_FILE)}`,
    );
  }
}

/** A lock held by this process. */
export interface DataDirLock {
  /** The lock file. */
  path: string;
  /** Gives the folder up (idempotent). */
  release: () => void;
}

/** The lock files this process holds (a second open in the same process is refused too). */
const heldHere = new Set<string>();
let exitHookInstalled = false;

/** Whether a process with this pid runs (one of another user counts: EPERM). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The holder a lock file names, or undefined when it is gone or unreadable. */
function readHolder(path: string): DataDirHolder | undefined {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<DataDirHolder>;
    if (!Number.isInteger(holder.pid) || (holder.pid as number) <= 0) return undefined;
    return {
      pid: holder.pid as number,
      kind: holder.kind === 'api' ? 'api' : 'command',
      since: String(holder.since ?? ''),
    };
  } catch {
    return undefined;
  }
}

/** Puts the lock file in place with its content in one step; false when one is there already. */
function createLockFile(path: string, content: string): boolean {
  const aside = `${path}.${process.pid}.tmp`;
  writeFileSync(aside, content);
  try {
    linkSync(aside, path);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    unlinkSync(aside);
  }
}

/** Removes the lock files this process still holds when it exits (a crash leaves a stale one). */
function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const path of heldHere) {
      if (readHolder(path)?.pid === process.pid) unlinkSafely(path);
    }
  });
}

function unlinkSafely(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // Gone already.
  }
}

/**
 * Takes the lock of the data folder `dataDir` (which must exist) for `kind`, or throws
 * {@link DataDirInUseError} naming the live process that holds it.
 */
export function lockDataDir(dataDir: string, kind: DataDirHolderKind): DataDirLock {
  const path = join(resolve(dataDir), DATA_DIR_LOCK_FILE);
  if (heldHere.has(path)) {
    throw new DataDirInUseError(dataDir, readHolder(path) ?? { pid: process.pid, kind, since: '' });
  }
  const content = `${JSON.stringify({ pid: process.pid, kind, since: new Date().toISOString() })}\n`;
  // Twice at most: the second after removing a stale lock (another process taking it over at
  // the same moment wins the link, and this one reports it).
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createLockFile(path, content)) {
      heldHere.add(path);
      installExitHook();
      let released = false;
      return {
        path,
        release: () => {
          if (released) return;
          released = true;
          heldHere.delete(path);
          if (readHolder(path)?.pid === process.pid) unlinkSafely(path);
        },
      };
    }
    const holder = readHolder(path);
    if (holder && holder.pid !== process.pid && isRunning(holder.pid)) {
      throw new DataDirInUseError(dataDir, holder);
    }
    // Stale: its process is gone, it names this process (a restarted container), or it is not a
    // lock we wrote.
    unlinkSafely(path);
  }
  throw new Error(`could not take ${path}: other processes take it over at the same moment; try again`);
}
