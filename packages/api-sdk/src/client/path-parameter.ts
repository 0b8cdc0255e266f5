import { RequiredError } from '../errors/required-error.ts';

/**
 * Checks a required path parameter and encodes it for a URL path. Missing means null, undefined
 * or the empty string (an empty segment would address another endpoint); it throws
 * {@link RequiredError} before any request is sent.
 */
export function pathParameter(value: string | null | undefined, name: string, operation: string): string {
  if (value === null || value === undefined || value === '') throw new RequiredError(name, operation);
  return encodeURIComponent(value);
}
