/**
 * Optimistic concurrency of admin edits: every entity read answers an `ETag` (a hash of what was
 * read), and an edit must send it back in `If-Match`. When the entity changed in between, the
 * edit is refused with 412 and nothing is written (the check runs inside the write's
 * transaction, on the row as it is then).
 */
import type { Context } from 'hono';
import { ApiError } from '../shared/api-error.ts';

export { checkIfMatch, etagOf } from '../shared/etag.ts';

/** The `If-Match` of an edit; 428 when it is missing (an edit must say what it read). */
export function requireIfMatch(c: Context): string {
  const value = c.req.header('If-Match')?.trim();
  if (!value) {
    throw new ApiError(428, [
      {
        message: 'If-Match is required: send the ETag of what you read',
        code: 'Admin.Error.IfMatchRequired',
      },
    ]);
  }
  return value;
}
