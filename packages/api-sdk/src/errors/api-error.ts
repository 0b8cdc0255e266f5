/**
 * The base of every error the client throws. Subclasses set a distinct `name`; the guards in
 * `guards.ts` match on it, so they also work across realms and duplicated copies of the package
 * (where `instanceof` fails), as ky's guards do.
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The client operation that failed (e.g. `getOrder`), when known. */
  readonly operation: string | undefined;

  constructor(message: string, options: { operation?: string | undefined; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.operation = options.operation;
  }
}
