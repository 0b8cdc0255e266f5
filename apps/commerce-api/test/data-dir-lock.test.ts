/**
 * The embedded database serves one process (issue 44): `start` locks its folder, and a
 * `clubshop` command refuses it while the API runs, naming the API's pid, instead of working on a
 * copy of the files that one of the two then overwrites. A lock left by a process that is gone is
 * taken over.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { freePort } from './support/ports.ts';

const clubshopBin = join(import.meta.dirname, '..', 'bin', 'clubshop.mjs');

/** The pid of a process that has ended. */
function pidOfAnEndedProcess(): number {
  const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], {
    encoding: 'utf8',
  });
  return Number(ended.stdout);
}

describe('lockDataDir', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'clubshop-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes the holder, refuses a second holder in the same process, and is free again once released', () => {
    const lock = lockDataDir(dir, 'api');
    expect(JSON.parse(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8'))).toMatchObject({
      pid: process.pid,
      kind: 'api',
    });
    expect(() => lockDataDir(dir, 'command')).toThrow(DataDirInUseError);
    lock.release();
    expect(existsSync(join(dir, DATA_DIR_LOCK_FILE))).toBe(false);
    lockDataDir(dir, 'command').release();
  });

  it('refuses a folder a live process holds, naming it', () => {
    const holder = { pid: process.ppid, kind: 'api', since: new Date().toISOString() };
    writeFileSync(join(dir, DATA_DIR_LOCK_FILE), JSON.stringify(holder));
    expect(() => lockDataDir(dir, 'command')).toThrow(
      `the embedded database in ${dir} is in use by a running API (pid ${process.ppid}); stop it first, or use DATABASE_URL`,
    );
    rmSync(join(dir, DATA_DIR_LOCK_FILE));
  });

  it('takes over the lock of a process that is gone, and one naming its own pid it does not hold (a restarted container)', () => {
    for (const pid of [pidOfAnEndedProcess(), process.pid]) {
      writeFileSync(join(dir, DATA_DIR_LOCK_FILE), JSON.stringify({ pid, kind: 'api', since: '' }));
      const lock = lockDataDir(dir, 'command');
      expect(JSON.parse(readFileSync(join(dir, DATA_DIR_LOCK_FILE), 'utf8')).kind).toBe('command');
      lock.release();
    }
  });
});

describe('a clubshop command while clubshop start runs on the same embedded database', () => {
  let dataDir: string;
  let api: ChildProcess | undefined;
  const env = () => ({
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    DATA_DIR: dataDir,
    CLUBSHOP_STAFF_PASSWORD: 'staff password 1',
    LOG_LEVEL: 'warn',
  });
  const clubshop = (...args: string[]) =>
    spawnSync(process.execPath, [clubshopBin, ...args], { env: env(), encoding: 'utf8', timeout: 300_000 });

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'clubshop-in-use-'));
  });
  afterAll(() => {
    api?.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('is refused with the pid of the API, and runs once the API stopped; a stale lock is taken over', async () => {
    // A shop of its own first, so `start` does not seed the demo clubs.
    const init = clubshop(
      'init',
      ...['--site', 'lock.localhost', '--name', 'Lock FC', '--culture', 'en', '--currency', 'GBP'],
      ...['--owner', 'owner@lock.example'],
    );
    expect(init.stderr).toBe('');
    expect(init.status).toBe(0);

    const port = await freePort();
    const started = spawn(process.execPath, [clubshopBin, 'start'], {
      env: { ...env(), PORT: String(port), HOST: '127.0.0.1' },
      stdio: 'ignore',
    });
    api = started;
    const exited = new Promise((resolve) => started.once('exit', resolve));
    let ready = false;
    while (!ready && started.exitCode === null) {
      ready = await fetch(`http://127.0.0.1:${port}/ready`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (!ready) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(ready).toBe(true);
    const holder = JSON.parse(readFileSync(join(dataDir, DATA_DIR_LOCK_FILE), 'utf8')) as { pid: number };

    const refused = clubshop('staff', 'create', '--email', 'editor@lock.example', '--role', 'editor');
    expect(refused.stderr).toBe(
      `clubshop: the embedded database in ${dataDir} is in use by a running API (pid ${holder.pid}); stop it first, or use DATABASE_URL (PostgreSQL). If no process ${holder.pid} runs, delete ${join(dataDir, DATA_DIR_LOCK_FILE)}\n`,
    );
    expect(refused.status).toBe(1);

    started.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);

    // An API killed outright leaves its lock: taken over, as its process is gone.
    writeFileSync(
      join(dataDir, DATA_DIR_LOCK_FILE),
      JSON.stringify({ pid: pidOfAnEndedProcess(), kind: 'api', since: '' }),
    );
    const created = clubshop('staff', 'create', '--email', 'editor@lock.example', '--role', 'editor');
    expect(created.stderr).toBe('');
    expect(created.stdout).toBe('staff editor@lock.example created as editor (sites: all)\n');
    expect(created.status).toBe(0);
    expect(existsSync(join(dataDir, DATA_DIR_LOCK_FILE))).toBe(false);
  }, 600_000);
});
