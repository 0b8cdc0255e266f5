/**
 * The API's logger (pino): one JSON object per line in production, short readable lines in a
 * terminal. Request lines come from `src/http/request-log.ts`; nothing logs tokens, passwords,
 * query strings or personal data.
 *
 * @example
 * ```ts
 * const logger = createLogger({ level: 'info', format: 'json' });
 * logger.info({ port: 4000 }, 'listening');
 * ```
 */
import { type DestinationStream, type Logger, pino } from 'pino';

export type { Logger };

/** Options of `createLogger`. */
export interface LoggerOptions {
  level: string;
  format: 'json' | 'pretty';
  /** Where lines go (default stdout). */
  destination?: DestinationStream;
  /** Fields added to every line (the start command's: the active trace, src/server/tracing.ts). */
  mixin?: (() => Record<string, unknown>) | undefined;
}

const levelNames: Record<number, string> = {
  10: 'trace',
  20: 'debug',
  30: 'info',
  40: 'warn',
  50: 'error',
  60: 'fatal',
};
const hiddenKeys = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'service']);

/** One JSON log line as a terminal line: `12:01:02 info  listening port=4000`. */
export function prettyLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const time = typeof entry.time === 'string' ? entry.time.slice(11, 19) : '';
  const level = levelNames[entry.level as number] ?? String(entry.level);
  const fields = Object.entries(entry)
    .filter(([key]) => !hiddenKeys.has(key))
    .map(([key, value]) => `${key}=${typeof value === 'string' ? value : JSON.stringify(value)}`);
  return `${time} ${level.padEnd(5)} ${String(entry.msg ?? '')}${fields.length ? `  ${fields.join(' ')}` : ''}\n`;
}

/** A stream writing pino's JSON lines as `prettyLine`s to stdout. */
function prettyStdout(): DestinationStream {
  return { write: (line: string) => void process.stdout.write(prettyLine(line)) };
}

/** The API's logger. */
export function createLogger(options: LoggerOptions): Logger {
  const destination =
    options.destination ??
    (options.format === 'pretty' ? prettyStdout() : pino.destination({ dest: 1, sync: false }));
  return pino(
    {
      level: options.level,
      base: { service: 'commerce-api', pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      ...(options.mixin ? { mixin: options.mixin } : {}),
    },
    destination,
  );
}

/** A logger that writes nothing (tests, in-process apps). */
export const silentLogger: Logger = pino({ level: 'silent' });
