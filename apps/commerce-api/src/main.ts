/**
 * The command line of the commerce API:
 *
 *   node dist/main.js [start|migrate|seed-demo]       (compiled, production)
 *   pnpm --filter @clubshop/commerce-api start       (from source, development)
 *
 * - `start` (default): serves (see src/commands/start.ts).
 * - `migrate`: brings the schema up to date, safe from several processes at once.
 * - `seed-demo`: puts the demo clubs into a migrated, empty database.
 *
 * The environment is checked first (src/config/): a wrong or missing value prints one line per
 * problem and exits with code 1 before any database is opened. Every environment variable is in
 * docs/configuration.md.
 */

import { runMigrate } from './commands/migrate.ts';
import { CommandError } from './commands/open-database.ts';
import { runSeedDemo } from './commands/seed-demo.ts';
import { runStart } from './commands/start.ts';
import { type Command, parseConfig } from './config/load-config.ts';
import { describeError } from './http/errors.ts';
import { createLogger, type Logger } from './logging/logger.ts';
import { startApiTracing } from './server/tracing.ts';

const commands: readonly Command[] = ['start', 'migrate', 'seed-demo'];

/** Writes what is buffered and exits. */
function exit(logger: Logger, code: number): never {
  logger.flush();
  process.exit(code);
}

/** Keeps the process up through stray errors that do not leave it broken, and logs them. */
function guardProcess(logger: Logger): void {
  process.on('unhandledRejection', (reason) => {
    // A promise nobody waited for failed (a background refresh, say): logged, the API goes on.
    logger.error(describeError(reason), 'unhandled rejection');
  });
  process.on('uncaughtException', (error) => {
    // State may be broken: log, then exit so the orchestrator starts a fresh process.
    logger.fatal(describeError(error), 'uncaught exception: exiting');
    exit(logger, 1);
  });
}

async function main(): Promise<void> {
  const argument = process.argv[2] ?? 'start';
  if (!(commands as readonly string[]).includes(argument)) {
    console.error(`commerce-api: unknown command "${argument}"; use one of ${commands.join(', ')}`);
    process.exit(1);
  }
  const command = argument as Command;
  const checked = parseConfig(process.env, command);
  if (!checked.ok) {
    for (const problem of checked.problems) console.error(`commerce-api: ${problem}`);
    console.error('commerce-api: see docs/configuration.md for every variable');
    process.exit(1);
  }
  const config = checked.config;
  // Traces (decision 0103): the server's, set up before its logger, whose lines carry the trace.
  const tracing = command === 'start' ? startApiTracing(process.env) : undefined;
  const logger = createLogger({
    level: config.logLevel,
    format: config.logFormat,
    mixin: tracing?.logFields,
  });
  guardProcess(logger);

  try {
    if (command === 'migrate') {
      await runMigrate(config, logger);
      exit(logger, 0);
    }
    if (command === 'seed-demo') {
      await runSeedDemo(config, logger);
      exit(logger, 0);
    }
    const api = await runStart(config, logger, tracing);
    const stop = (signal: string) => {
      api.stop(signal).then(
        () => exit(logger, 0),
        (error: unknown) => {
          logger.error(describeError(error), 'shutdown failed');
          exit(logger, 1);
        },
      );
    };
    process.once('SIGTERM', () => stop('SIGTERM'));
    process.once('SIGINT', () => stop('SIGINT'));
  } catch (error) {
    if (error instanceof CommandError) logger.fatal(error.message);
    else logger.fatal(describeError(error), `${command} failed`);
    exit(logger, 1);
  }
}

await main();
