/** The text of an unknown route's 404 (docs/product/requirements.md#path-resolution, #errors). */
export const NOT_FOUND_MESSAGE = 'This page could not be found';

/** Thrown (or rendered) for a path nothing answers: the error page shows 404 and its message. */
export class NotFoundError extends Error {
  override readonly name = 'NotFoundError';
  readonly statusCode = 404;
  constructor(message = NOT_FOUND_MESSAGE) {
    super(message);
  }
}
