/**
 * The HTTP status of an error, as the error page shows it: `statusCode`, then `status`, then
 * `response.status`, defaulting to 500.
 */
export function errorStatusCode(error: unknown): number {
  if (typeof error === 'object' && error !== null) {
    const candidate = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
    for (const value of [candidate.statusCode, candidate.status, candidate.response?.status]) {
      if (typeof value === 'number' && Number.isInteger(value) && value >= 100 && value <= 599) return value;
    }
  }
  return 500;
}
