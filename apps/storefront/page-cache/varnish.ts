/**
 * Varnish for the page-cache suite, started the way the PostgreSQL suites start their server: the
 * real `varnishd` (Debian's varnish, with varnish-modules' xkey) in the foreground as a child
 * process, over the repository's configuration (deploy/varnish/clubshop.vcl, copied) with a
 * backend file of its own pointing at the storefront under test, in a temporary directory,
 * killed at the end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The repository's Varnish configuration. */
export const vclDir = join(import.meta.dirname, '..', '..', '..', 'deploy', 'varnish');

/** Where Debian puts varnishd and the vmods (xkey) on amd64 and arm64. */
const VARNISHD = process.env.VARNISHD ?? '/usr/sbin/varnishd';
const VMOD_DIRS = ['/usr/lib/x86_64-linux-gnu/varnish/vmods', '/usr/lib/aarch64-linux-gnu/varnish/vmods'];

/** Why Varnish cannot run here, or undefined when it can. */
export function varnishMissing(): string | undefined {
  if (!existsSync(VARNISHD)) return `no ${VARNISHD} (apt-get install varnish varnish-modules)`;
  if (!VMOD_DIRS.some((dir) => existsSync(join(dir, 'libvmod_xkey.so'))))
    return 'no xkey vmod (apt-get install varnish-modules)';
  return undefined;
}

/**
 * varnishd's run-time parameters (`-p name=value`) beyond the files and storage: none by default
 * (Debian's), `VARNISH_PARAMS=name=value,name=value` to try others (the bench records them).
 */
export const VARNISH_RUN_PARAMETERS: Readonly<Record<string, string>> = Object.fromEntries(
  (process.env.VARNISH_PARAMS ?? '')
    .split(',')
    .filter(Boolean)
    .map((pair) => pair.split('=', 2) as [string, string]),
);

/** A running varnishd. */
export interface RunningVarnish {
  url: string;
  /** The manager's process id (its worker, the child that serves, is a child of it). */
  pid: number | undefined;
  /** Its working directory (`varnishlog -n <workDir>` reads its log). */
  workDir: string;
  close: () => Promise<void>;
}

/** Options of {@link startVarnish}. */
export interface VarnishOptions {
  /** Where it listens (127.0.0.1). */
  port: number;
  /** Its management port (127.0.0.1). */
  adminPort: number;
  /** The storefront it fetches from. */
  backendPort: number;
  /** The purgers' shared secret (the API's PAGE_CACHE_PURGE_TOKEN). */
  purgeToken: string;
  /** varnishd's `-s` storage (default `malloc,64m`; the platform bench keeps many clubs' pages). */
  storage?: string;
}

/** Waits until `url` answers at all (any status). */
async function waitForAnswer(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`varnishd exited with ${child.exitCode}`);
    const answered = await fetch(url, { method: 'PURGE' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`varnishd did not answer ${url} within ${timeoutMs} ms`);
}

/** Starts varnishd in front of the storefront on `backendPort`; resolves once it answers. */
export async function startVarnish(options: VarnishOptions): Promise<RunningVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'clubshop-varnish-'));
  writeFileSync(
    join(dir, 'storefront-backend.vcl'),
    `backend storefront {\n  .host = "127.0.0.1";\n  .port = "${options.backendPort}";\n  .first_byte_timeout = 30s;\n}\nacl purgers {\n  "127.0.0.1";\n}\n` +
      `sub purge_token {\n  set req.http.x-expected-purge-token = regsub(std.fileread("${join(dir, 'purge-token')}"), "\\s+$", "");\n}\n` +
      // Browsers (the suite) talk to this Varnish directly, over http.
      'sub public_scheme {\n  set req.http.X-Forwarded-Proto = "http";\n}\n',
  );
  // As deploy/varnish/storefront-backend.vcl says: the secret in a file of its own, with a newline.
  writeFileSync(join(dir, 'purge-token'), `${options.purgeToken}\n`, { mode: 0o644 });
  // Beside its own backend file: varnishd looks for an include next to the including file first.
  copyFileSync(join(vclDir, 'clubshop.vcl'), join(dir, 'clubshop.vcl'));
  // varnishd run as root reads the files as its own unprivileged user.
  chmodSync(dir, 0o755);
  const vmodPath = VMOD_DIRS.filter((candidate) => existsSync(candidate)).join(':');
  const child = spawn(
    VARNISHD,
    [
      '-F',
      '-n',
      join(dir, 'work'),
      '-a',
      `127.0.0.1:${options.port}`,
      '-T',
      `127.0.0.1:${options.adminPort}`,
      '-f',
      join(dir, 'clubshop.vcl'),
      '-p',
      `vcl_path=${dir}`,
      '-p',
      `vmod_path=${vmodPath}`,
      '-s',
      options.storage ?? 'malloc,64m',
      ...Object.entries(VARNISH_RUN_PARAMETERS).flatMap(([name, value]) => ['-p', `${name}=${value}`]),
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const url = `http://127.0.0.1:${options.port}`;
  try {
    await waitForAnswer(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid,
    workDir: join(dir, 'work'),
    close: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          rmSync(dir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once('exit', done);
        child.kill('SIGTERM');
      }),
  };
}
