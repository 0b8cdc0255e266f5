/**
 * Reading the command line of `clubshop`: positional words and `--name value` / `--flag` options.
 */
import { resolve } from 'node:path';

/** Words and options of a command line. */
export interface ParsedArgs {
  words: string[];
  options: Map<string, string | true>;
}

/** Splits `argv` (without node and the script) into words and options. */
export function parseArgs(argv: readonly string[]): ParsedArgs {
  const words: string[] = [];
  const options = new Map<string, string | true>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index] as string;
    if (!arg.startsWith('--')) {
      words.push(arg);
      continue;
    }
    const [name, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined];
    if (inline !== undefined) options.set(name, inline);
    else if (argv[index + 1] !== undefined && !(argv[index + 1] as string).startsWith('--')) {
      options.set(name, argv[++index] as string);
    } else options.set(name, true);
  }
  return { words, options };
}

/** A usage error: printed with the usage, exit code 2. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/** The value of `--name`, or a usage error naming it. */
export function requiredOption(args: ParsedArgs, name: string, example: string): string {
  const value = args.options.get(name);
  if (typeof value !== 'string' || value.trim() === '')
    throw new UsageError(`--${name} is required, e.g. --${name} ${example}`);
  return value;
}

/** The value of `--name` when given. */
export function optionalOption(args: ParsedArgs, name: string): string | undefined {
  const value = args.options.get(name);
  return typeof value === 'string' ? value : undefined;
}

/**
 * A file named on the command line, relative to the folder the command was typed in: a package
 * manager runs `clubshop` in another one (`pnpm clubshop …` in the repository's root, `pnpm
 * --filter @clubshop/commerce-api clubshop …` in apps/commerce-api) and says where it was called
 * from in `INIT_CWD`.
 */
export function fileOfCommandLine(
  file: string,
  env: Record<string, string | undefined> = process.env,
): string {
  return resolve(env.INIT_CWD ?? process.cwd(), file);
}
