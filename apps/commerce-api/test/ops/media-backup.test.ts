/**
 * Pictures survive a deploy (issue 39): with the settings `compose.yaml` and docs/deployment.md
 * give (no MEDIA_DIR, no bucket) an uploaded picture is kept in PostgreSQL, so a backup of
 * PostgreSQL alone brings it back. The compiled API takes an upload; the database is dumped with
 * `pg_dump --format=custom`, dropped, restored into a fresh database with `pg_restore`, and a
 * new API process on the restored database serves the same bytes.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/ports.ts';
import { queryAt } from '../support/sql.ts';
import { type ApiProcess, appDir, productionEnv, startApi, stopApi } from './support/api-process.ts';
import { postgresBin } from './support/cluster.ts';
import { createDatabase, databaseUrl } from './support/databases.ts';

const folder = mkdtempSync(join(tmpdir(), 'clubshop-media-backup-'));
const password = 'backup editor password 1';
const running: ApiProcess[] = [];

afterAll(async () => {
  await Promise.all(running.map((api) => stopApi(api)));
  rmSync(folder, { recursive: true, force: true });
});

/** Runs a command of the compiled `clubshop` command line (`dist/cli.js staff create …`) to its end. */
function runCommand(args: string[], env: Record<string, string>): Promise<number | null> {
  const child = spawn(process.execPath, ['dist/cli.js', ...args], { cwd: appDir, env, stdio: 'ignore' });
  return new Promise((resolve) => child.once('exit', resolve));
}

async function startOn(url: string): Promise<ApiProcess> {
  const api = await startApi(productionEnv({ DATABASE_URL: url, PORT: String(await freePort()) }));
  running.push(api);
  return api;
}

async function stop(api: ApiProcess) {
  await stopApi(api);
  running.splice(running.indexOf(api), 1);
}

describe('a backup of PostgreSQL alone', () => {
  it('brings back every uploaded picture', async () => {
    const source = await createDatabase();
    const env = productionEnv({ DATABASE_URL: source, CLUBSHOP_STAFF_PASSWORD: password });
    expect(
      await runCommand(['staff', 'create', '--email', 'editor@backup.example', '--role', 'editor'], env),
    ).toBe(0);
    const picture = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0b6e4f' } })
      .png()
      .toBuffer();

    const api = await startOn(source);
    const signIn = await fetch(`${api.baseUrl}/admin/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', username: 'editor@backup.example', password }),
    });
    expect(signIn.status).toBe(200);
    const { access_token: token } = (await signIn.json()) as { access_token: string };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'crest.png');
    const uploaded = await fetch(`${api.baseUrl}/admin/api/sites/northbridge-gb/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { src } = (await uploaded.json()) as { src: string };
    const served = async (base: string) => {
      const response = await fetch(`${base}${src}?width=150`);
      expect(response.status).toBe(200);
      return Buffer.from(await response.arrayBuffer());
    };
    const before = await served(api.baseUrl);
    await stop(api);

    // The backup: PostgreSQL and nothing else (the API had no MEDIA_DIR and no bucket).
    const bin = postgresBin() as string;
    const dump = join(folder, 'clubshop.dump');
    execFileSync(join(bin, 'pg_dump'), ['--format=custom', '--file', dump, source]);
    const sourceName = new URL(source).pathname.slice(1);
    await queryAt(databaseUrl(), `drop database ${sourceName}`);
    const restored = await createDatabase({ empty: true });
    execFileSync(join(bin, 'pg_restore'), ['--no-owner', '--dbname', restored, dump]);

    const again = await startOn(restored);
    expect((await served(again.baseUrl)).equals(before)).toBe(true);
    const [row] = await queryAt<{ body: Buffer }>(restored, 'select body from media_blobs where key = $1', [
      src.replace('/images/', ''),
    ]);
    expect(Buffer.from(row?.body ?? []).equals(picture)).toBe(true);
    await stop(again);
  });
});
