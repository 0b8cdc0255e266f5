/**
 * The compiled API as the Dockerfile runs it (`node dist/main.js <command>`), in a process of its
 * own: its JSON log lines, its exit, and requests to it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The app folder (where `dist/` and `drizzle/` are). */
export const appDir = fileURLToPath(new URL('../../..', import.meta.url));

/** One JSON log line of the API. */
export type LogLine = Record<string, unknown> & { msg?: string; level?: number };

/** A process of the API. */
export interface ApiProcess {
  child: ChildProcess;
  /** Every JSON line it wrote to stdout so far. */
  logs: LogLine[];
  /** Everything it wrote to stderr (configuration problems). */
  stderr: () => string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** `http://127.0.0.1:<port>` (start only). */
  baseUrl: string;
}

/** The environment every API process of the suite gets (production, as deployed). */
export function productionEnv(extra: Record<string, string>): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    NODE_ENV: 'production',
    LOG_FORMAT: 'json',
    JWT_SECRET: 'ops-suite-secret-0123456789-0123456789',
    MAIL_TRANSPORT: 'database',
    PAYMENT_PROVIDER: 'test-page',
    ...extra,
  };
}

/** Options of `runApi` and `startApi`. */
export interface RunOptions {
  /**
   * Parse and keep every JSON line of stdout in `logs` (default). `false` reads and drops them:
   * a load bench's own process then spends no CPU on thousands of request lines.
   */
  keepLogs?: boolean;
}

/** Runs `node dist/main.js <command>` with exactly `env`. */
export function runApi(command: string, env: Record<string, string>, options: RunOptions = {}): ApiProcess {
  const child = spawn(process.execPath, ['dist/main.js', command], {
    cwd: appDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: LogLine[] = [];
  let stdoutRest = '';
  if (options.keepLogs === false) {
    child.stdout?.resume();
  } else {
    child.stdout?.on('data', (chunk: Buffer) => {
      const text = stdoutRest + chunk.toString('utf8');
      const lines = text.split('\n');
      stdoutRest = lines.pop() ?? '';
      for (const line of lines) {
        if (!line.trim()) continue;
        try {
          logs.push(JSON.parse(line) as LogLine);
        } catch {
          logs.push({ msg: line });
        }
      }
    });
  }
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    logs,
    stderr: () => stderr,
    exited,
    baseUrl: env.PORT ? `http://127.0.0.1:${env.PORT}` : '',
  };
}

/** Runs a command to its end; resolves with its exit code and output. */
export async function runToEnd(command: string, env: Record<string, string>) {
  const api = runApi(command, env);
  const code = await api.exited;
  return { code, logs: api.logs, stderr: api.stderr() };
}

/** Starts the API and resolves once `/ready` answers 200 (rejects if it exits first). */
export async function startApi(
  env: Record<string, string>,
  timeoutMs = 60_000,
  options: RunOptions = {},
): Promise<ApiProcess> {
  const api = runApi('start', env, options);
  let exitCode: number | null | undefined;
  void api.exited.then((code) => {
    exitCode = code;
  });
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (exitCode !== undefined) {
      throw new Error(
        `the API exited (${exitCode}) before it was ready: ${api.stderr()} ${JSON.stringify(api.logs)}`,
      );
    }
    try {
      if ((await fetch(`${api.baseUrl}/ready`)).status === 200) return api;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`the API was not ready within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Sends SIGTERM (once) and resolves with the exit code. */
export async function stopApi(api: ApiProcess): Promise<number | null> {
  if (api.child.exitCode === null && api.child.signalCode === null) api.child.kill('SIGTERM');
  return api.exited;
}

/** A relative-path fetch against one API process. */
export const fetcherOf = (api: ApiProcess) => (path: string, init?: RequestInit) =>
  fetch(`${api.baseUrl}${path}`, init);
