/** The parts of the Network Information API the prefetch rule reads. */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * Link prefetch is skipped on 2g connections or when the shopper asked to save data
 * (docs/product/requirements.md#constants). Browsers without the Network Information API prefetch.
 */
export function canPrefetch(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !(connection.effectiveType ?? '').toLowerCase().includes('2g');
}

/** The current browser's connection hints, when it exposes them. */
export function currentConnection(): ConnectionHints | undefined {
  return (navigator as Navigator & { connection?: ConnectionHints }).connection;
}
