/** Holds responses against the contract schemas. */
import { formatIssues } from '@clubshop/api-sdk/contract';
import * as v from 'valibot';

/** Parses a response body with a contract schema; a mismatch fails the test naming every issue. */
export function expectContract<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  if (!result.success)
    throw new Error(`response does not match the contract: ${formatIssues(result.issues)}`);
  return result.output;
}

/** JSON request init. */
export function jsonInit(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}
