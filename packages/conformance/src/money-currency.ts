/** A money amount of an answer in another currency than the site's. */
export interface ForeignMoney {
  /** Dotted path of the money object (`products.0.price.unitPrice`). */
  path: string;
  /** The currency it names. */
  currency: string;
}

/**
 * The first money object (`{ amount, currency }`) in an answer whose currency is not `currency`
 * (a money object without a currency is in the site's, as the storefront takes it), or undefined.
 *
 * @example
 * foreignMoney({ price: { unitPrice: { amount: 5, currency: 'EUR' } } }, 'GBP');
 * // { path: 'price.unitPrice', currency: 'EUR' }
 */
export function foreignMoney(body: unknown, currency: string, path = ''): ForeignMoney | undefined {
  if (body === null || typeof body !== 'object') return undefined;
  const record = body as Record<string, unknown>;
  if (typeof record.amount === 'number' && typeof record.currency === 'string') {
    return record.currency.toUpperCase() === currency.toUpperCase()
      ? undefined
      : { path: path || '(body)', currency: record.currency };
  }
  for (const [key, value] of Object.entries(record)) {
    const found = foreignMoney(value, currency, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return undefined;
}
