import type { ApiErrorItem, MessageParam } from '../contract/errors.ts';

/** Options of {@link ApiError}. */
export interface ApiErrorOptions {
  operation?: string | undefined;
  cause?: unknown;
  /** The errors the server named (or one the client made up, e.g. for no response at all). */
  errors?: ApiErrorItem[] | undefined;
}

/**
 * The base of every error the client throws. Subclasses set a distinct `name`; the guards in
 * `guards.ts` match on it, so they also work across realms and duplicated copies of the package
 * (where `instanceof` fails), as ky's guards do.
 *
 * `errors` holds what the server said, each with its dictionary `code` and `params`; `code` and
 * `params` are those of the first. A shop shows `t(error.code, error.params)` in the shopper's
 * language and falls back to a general message when there is no code.
 *
 * @example
 * try {
 *   await client.checkout.addVoucher(token, 'NOPE');
 * } catch (error) {
 *   if (isApiError(error) && error.code) show(t(error.code, error.params)); // 'Der Gutscheincode „NOPE“ existiert nicht.'
 * }
 */
export class ApiError extends Error {
  override name = 'ApiError';
  /** The client operation that failed (e.g. `getOrder`), when known. */
  readonly operation: string | undefined;
  /** Every error of the answer (empty when there was none, e.g. a contract mismatch). */
  readonly errors: ApiErrorItem[];

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.operation = options.operation;
    this.errors = options.errors ?? [];
  }

  /** The dictionary code of the first error (`Api.Error.VoucherNotFound`), if it has one. */
  get code(): string | undefined {
    return this.errors[0]?.code;
  }

  /** The values of the first error's placeholders, if any. */
  get params(): Record<string, MessageParam> | undefined {
    return this.errors[0]?.params;
  }
}
