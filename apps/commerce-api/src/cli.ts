/**
 * `clubshop`, the command line of the commerce API (the `bin` of @clubshop/commerce-api):
 *
 *   clubshop start | migrate | seed-demo        the server commands of src/main.ts
 *   clubshop init --site <host> --name <club> --culture <c> --currency <code> --owner <e-mail>
 *   clubshop staff create --email <e-mail> --role owner|editor|fulfilment [--sites all|<id>,…]
 *   clubshop staff reset-password --email <e-mail>   (a new password; the member's sessions end)
 *   clubshop staff reset-2fa --email <e-mail>        (two-step sign-in removed; the member's sessions end)
 *   clubshop import catalogue <file> --site <host> [--dry-run] [--no-pictures]
 *   clubshop import translations <file> --site <host> [--dry-run]   (Shopify's translations CSV)
 *   clubshop export catalogue --site <host> [--format csv|json]
 *   clubshop import|export settings|content|dictionary … --site <host>   (JSON; import: <file> [--dry-run];
 *                                                                         export dictionary: [--untranslated])
 *   clubshop purge-pages [--site <storeId>,…]   (every page of every club: after a deploy; decision 0097)
 *
 * Every command reads the same configuration as `start` (docs/configuration.md); passwords come
 * from CLUBSHOP_STAFF_PASSWORD or are asked for. Exit codes: 0 done, 1 failed, 2 bad usage.
 */
import { type ParsedArgs, parseArgs, UsageError } from './cli/args.ts';
import { runInitCommand } from './cli/init-command.ts';
import { runStaffCommand } from './cli/staff-command.ts';
import { CommandError } from './commands/open-database.ts';
import { parseConfig, type ServerConfig } from './config/load-config.ts';

const usage = `usage:
  clubshop start | migrate | seed-demo
  clubshop init --site <host> --name <club name> --culture <culture> --currency <code> --owner <e-mail> [--country <XX>]
  clubshop staff create --email <e-mail> --role owner|editor|fulfilment [--sites all|<storeId>,...]
  clubshop staff reset-password --email <e-mail>
  clubshop staff reset-2fa --email <e-mail>
  clubshop import catalogue <file> --site <host> [--dry-run] [--no-pictures]
  clubshop import translations <file> --site <host> [--dry-run]
  clubshop export catalogue --site <host> [--format csv|json]
  clubshop import settings|content|dictionary <file> --site <host> [--dry-run]
  clubshop export settings|content|dictionary --site <host> [--untranslated]
  clubshop purge-pages [--site <storeId>,...]`;

type Runner = (config: ServerConfig, args: ParsedArgs, out: (line: string) => void) => Promise<unknown>;

/** The commands of this file (the server commands are src/main.ts's). */
const runners: Record<string, () => Promise<Runner>> = {
  init: async () => runInitCommand,
  staff: async () => runStaffCommand,
  import: async () => (await import('./cli/import-command.ts')).runImportCommand,
  export: async () => (await import('./cli/export-command.ts')).runExportCommand,
  'purge-pages': async () => (await import('./cli/purge-command.ts')).runPurgeCommand,
};

async function cli(argv: readonly string[]): Promise<number> {
  const [command] = argv;
  if (command === undefined || command === 'start' || command === 'migrate' || command === 'seed-demo') {
    // src/main.ts reads the command from process.argv[2], as `clubshop <command>` passes it.
    await import('./main.ts');
    return -1;
  }
  const runner = runners[command];
  if (!runner) {
    console.error(`clubshop: unknown command "${command}"\n${usage}`);
    return 2;
  }
  const checked = parseConfig(process.env, 'migrate');
  if (!checked.ok) {
    for (const problem of checked.problems) console.error(`clubshop: ${problem}`);
    console.error('clubshop: see docs/configuration.md for every variable');
    return 1;
  }
  try {
    await (await runner())(checked.config, parseArgs(argv), (line) => process.stdout.write(`${line}\n`));
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`clubshop: ${error.message}\n${usage}`);
      return 2;
    }
    if (error instanceof CommandError) {
      console.error(`clubshop: ${error.message}`);
      return 1;
    }
    console.error('clubshop: failed:', error);
    return 1;
  }
}

const code = await cli(process.argv.slice(2));
if (code >= 0) {
  // Let stdout drain (an export piped to a file) before leaving.
  process.stdout.write('', () => process.exit(code));
}
