function numberAt(value: unknown, key: string): number | undefined {
  if (typeof value !== 'object' || value === null || !(key in value)) return undefined;
  const found = (value as Record<string, unknown>)[key];
  return typeof found === 'number' && Number.isInteger(found) && found >= 100 && found <= 599
    ? found
    : undefined;
}

/**
 * The status code the error page shows for `error` (docs/product/requirements.md#errors): its
 * `statusCode`, then its `status`, then its `response.status`, defaulting to 500. Works on any
 * thrown value.
 *
 * @example
 * try {
 *   await client.catalog.product(id);
 * } catch (error) {
 *   return renderErrorPage(errorStatusCode(error)); // 404 for an unknown product
 * }
 */
export function errorStatusCode(error: unknown): number {
  return (
    numberAt(error, 'statusCode') ??
    numberAt(error, 'status') ??
    numberAt(
      typeof error === 'object' && error !== null ? (error as { response?: unknown }).response : undefined,
      'status',
    ) ??
    500
  );
}
