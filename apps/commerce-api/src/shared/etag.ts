/**
 * ETags of what staff edit: a strong ETag of an entity as the API shows it, and the check that
 * an edit starts from the current one (412 otherwise). The `If-Match` header itself is read by the
 * admin API (`admin/etag.ts`).
 */
import { createHash } from 'node:crypto';
import { ApiError } from './api-error.ts';

/** A strong ETag of an entity as the API shows it (stable key order is the caller's JSON). */
export function etagOf(entity: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(entity)).digest('base64url').slice(0, 27)}"`;
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
