/** `clubshop import catalogue <file> --site <host> [--dry-run]` (built in the next step). */
import { UsageError } from './args.ts';

/** Runs `import`. */
export async function runImportCommand(): Promise<void> {
  throw new UsageError('import is not built yet');
}
