/**
 * The `clubshop` command as an operator runs it (`bin/clubshop.mjs`), on an embedded database of
 * its own: a fresh `DATA_DIR` for the `describe` it is called in, removed after it, and the
 * staff password in `CLUBSHOP_STAFF_PASSWORD` as the command reads it.
 */
import { type SpawnSyncReturns, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/** The command's entry, as the package's `bin` names it. */
export const clubshopBin = join(import.meta.dirname, '..', '..', 'bin', 'clubshop.mjs');

/** Runs `clubshop <args>` with `password` as the staff password; answers its output and status. */
export type ClubshopCommand = (args: string[], password: string) => SpawnSyncReturns<string>;

/** The command on a data folder of its own (named after `prefix`) for the calling `describe`. */
export function clubshopOnOwnDataDir(prefix: string): ClubshopCommand {
  let dataDir: string;
  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), prefix));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  return (args, password) =>
    spawnSync(process.execPath, [clubshopBin, ...args], {
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        DATA_DIR: dataDir,
        CLUBSHOP_STAFF_PASSWORD: password,
      },
      encoding: 'utf8',
      timeout: 300_000,
    });
}
