/**
 * Optimistic concurrency of admin edits: every entity read answers an `ETag` (a hash of what was
 * read), and an edit must send it back in `If-Match`. When the entity changed in between, the
 * edit is refused with 412 and nothing is written (the check runs inside the write's
 * transaction, on the row as it is then).
 */
import { createHash } from 'node:crypto';
import type { Context } from 'hono';
import { ApiError } from '../shared/api-error.ts';

/** A strong ETag of an entity as the API shows it (stable key order is the caller's JSON). */
export function etagOf(entity: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(entity)).digest('base64url').slice(0, 27)}"`;
}

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

/** Refuses (412) an edit whose `If-Match` is not the entity's current ETag. */
export function checkIfMatch(ifMatch: string, current: unknown): void {
  if (ifMatch === '*') return;
  if (ifMatch !== etagOf(current)) {
    throw new ApiError(412, [
      {
        message: 'The entity changed since you read it: read it again and redo your edit',
        code: 'Admin.Error.StaleEdit',
      },
    ]);
  }
}
