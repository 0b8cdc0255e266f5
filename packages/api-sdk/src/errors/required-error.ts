import { errorCodes } from '../contract/error-codes.ts';
import { ApiError } from './api-error.ts';

/**
 * A required parameter (orderId, token, listId, shippingOptionId, an id) was missing, thrown
 * before any request is sent (docs/product/requirements.md#validation-rules). The message is exactly
 * `Required parameter <name> was null or undefined when calling <operation>.`; its `code` is
 * `Api.Error.RequiredParameter` with the name in `params.parameter`.
 */
export class RequiredError extends ApiError {
  override name = 'RequiredError';
  /** The missing parameter's name. */
  readonly parameter: string;

  constructor(parameter: string, operation: string) {
    super(`Required parameter ${parameter} was null or undefined when calling ${operation}.`, {
      operation,
      code: errorCodes.requiredParameter,
      params: { parameter },
    });
    this.parameter = parameter;
  }
}
