/**
 * What the admin imports read, written once: the uploaded file as the request body (400 when it
 * is blank) and the `dryRun` query flag (`true` writes nothing).
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { ApiError } from '../shared/api-error.ts';

/** The `dryRun` query parameter of an import: `true` or `false` (the default). */
export const dryRunField = v.optional(v.picklist(['true', 'false'], 'dryRun must be true or false'), 'false');

/**
 * The file of an import, the request's bytes as sent (not `c.req.text()`, which would read
 * Excel's Windows-1252 as UTF-8 and lose ø); 400 with `message` when it is blank.
 */
export async function readImportFile(c: Context, message: string): Promise<Uint8Array> {
  const bytes = new Uint8Array(await c.req.arrayBuffer());
  if (!bytes.some((byte) => byte > 32)) throw new ApiError(400, [{ message, code: 'Admin.Error.Invalid' }]);
  return bytes;
}
