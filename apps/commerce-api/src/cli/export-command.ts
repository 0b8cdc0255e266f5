/** `clubshop export catalogue --site <host> [--format csv|json]` (built in the next step). */
import { UsageError } from './args.ts';

/** Runs `export`. */
export async function runExportCommand(): Promise<void> {
  throw new UsageError('export is not built yet');
}
