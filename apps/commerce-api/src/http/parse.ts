/**
 * Reading requests against the contract: JSON bodies (malformed JSON, wrong types and missing
 * fields each answer 400 naming the field) and query strings.
 */
import { issuesToErrors } from '@clubshop/api-sdk/contract';
import type { Context } from 'hono';
import * as v from 'valibot';
import { apiMessage } from '../messages/api-messages.ts';
import { ApiError, badRequest } from '../shared/api-error.ts';

type AnySchema = v.GenericSchema | v.GenericSchemaAsync;

/** Validates a value with a schema; a failure is a 400 listing every issue with its field. */
export async function validate<TSchema extends AnySchema>(
  schema: TSchema,
  value: unknown,
): Promise<v.InferOutput<TSchema>> {
  const result = await v.safeParseAsync(schema, value);
  if (!result.success) throw new ApiError(400, issuesToErrors(result.issues));
  return result.output;
}

/** Reads the JSON body and validates it. (The body size limit runs before, in `createApp`.) */
export async function readJsonBody<TSchema extends AnySchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  const text = await c.req.text();
  if (text.trim() === '') throw badRequest(apiMessage('Api.Error.BodyRequired'));
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch (error) {
    throw badRequest(apiMessage('Api.Error.MalformedJson', { reason: (error as Error).message }));
  }
  return validate(schema, body);
}

/**
 * The query string as an object: a key given once is a string, a key given more than once an
 * array of strings (`Filters.MultipleFilters=a&Filters.MultipleFilters=b`).
 */
export function queryObject(c: Context): Record<string, string | string[]> {
  const all = c.req.queries();
  const result: Record<string, string | string[]> = {};
  for (const [key, values] of Object.entries(all)) {
    result[key] = values.length === 1 ? (values[0] as string) : values;
  }
  return result;
}

/** Reads the query string and validates it. */
export function readQuery<TSchema extends AnySchema>(
  c: Context,
  schema: TSchema,
): Promise<v.InferOutput<TSchema>> {
  return validate(schema, queryObject(c));
}

/** The request's path and query string (`/api/content?url=%2F`), e.g. as a cache key. */
export function requestTarget(c: Context): string {
  const url = c.req.url;
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return start === -1 ? '/' : url.slice(start);
}
