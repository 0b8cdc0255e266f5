/**
 * Reading an admin request's body with a schema of `@clubshop/validation` (decision 0054): the
 * 400 names each field in error with the rule's key as its `code` and the key's params, so the
 * back office shows the same translated message its form shows before sending; `message` is the
 * key's English text for logs.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { readJsonBody } from '../http/parse.ts';
import { validateAdmin } from '../shared/admin-validation.ts';
import { requireIfMatch } from './etag.ts';

/** Reads the JSON body (400 when empty or malformed) and validates it with an admin schema. */
export async function readAdminBody<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return validateAdmin(schema, await readJsonBody(c, v.unknown()));
}

/** An edit's `If-Match` (428 without it, checked before the body) and its body, read with an admin schema. */
export async function readAdminEdit<TSchema extends v.GenericSchema>(
  c: Context,
  schema: TSchema,
): Promise<{ ifMatch: string; change: v.InferOutput<TSchema> }> {
  const ifMatch = requireIfMatch(c);
  return { ifMatch, change: await readAdminBody(c, schema) };
}
