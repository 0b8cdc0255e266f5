import { ApiError } from './api-error.ts';

/** The request never got a response: the network failed, the request timed out or was aborted. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';
}
