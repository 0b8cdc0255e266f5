import type { ApiErrorItem, MessageParam } from '../contract/errors.ts';

/** Options of {@link ApiError}. */
export interface ApiErrorOptions {
  operation?: string | undefined;
  cause?: unknown;
  /** The errors the server named (or one the client made up, e.g. for no response at all). */
  errors?: ApiErrorItem[] | undefined;
  /**
   * The error's own dictionary code (one of `errorCodes`), given when the first error names
   * none: every error of the client has a code.
   */
  code?: string | undefined;
  /** The values of the own code's placeholders. */
  params?: Record<string, MessageParam> | undefined;
}

/**
 * The base of every error the client throws. Subclasses set a distinct `name`; the guards in
 * `guards.ts` match on it, so they also work across realms and duplicated copies of the package
 * (where `instanceof` fails), as ky's guards do.
 *
 * `errors` holds what the server said, each with its dictionary `code` and `params`; `code` and
 * `params` are those of the first, or, when it names none, the error's own (one of `errorCodes`:
 * a server fault, an unreadable answer, a missing parameter...). So every error has a `code`, and
 * a shop shows `t(error.code, error.params)` in the shopper's language.
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
  readonly #code: string | undefined;
  readonly #params: Record<string, MessageParam> | undefined;

  constructor(message: string, options: ApiErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.operation = options.operation;
    this.errors = options.errors ?? [];
    this.#code = options.code;
    this.#params = options.params;
  }

  /**
   * The dictionary code of the first error (`Api.Error.VoucherNotFound`), else the error's own
   * (`Api.Error.Internal` for a 500 that named none).
   */
  get code(): string | undefined {
    const first = this.errors[0];
    return first?.code ?? this.#code;
  }

  /** The values of the placeholders of {@link ApiError.code}, if any. */
  get params(): Record<string, MessageParam> | undefined {
    const first = this.errors[0];
    return first?.code ? first.params : this.#params;
  }
}
