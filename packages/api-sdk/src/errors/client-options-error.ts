import { errorCodes } from '../contract/error-codes.ts';
import { ApiError } from './api-error.ts';

/**
 * `createClient` got options it cannot work with (no hosts, a host that is not a URL, no
 * context, a negative timeout...): thrown at once, before any call, naming the option. Its `code`
 * is `Api.Error.ClientOptions` with the option in `params.option`.
 *
 * @example
 * createClient({ hosts: 'localhost:4000', context }); // ClientOptionsError: hosts.content must be…
 */
export class ClientOptionsError extends ApiError {
  override name = 'ClientOptionsError';
  /** The option at fault, as a dotted path (`hosts.basket`). */
  readonly option: string;

  constructor(option: string, problem: string) {
    super(`createClient: ${option} ${problem}`, {
      operation: 'createClient',
      code: errorCodes.clientOptions,
      params: { option },
    });
    this.option = option;
  }
}
