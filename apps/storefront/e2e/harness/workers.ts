/**
 * How the journeys run side by side: `E2E_WORKERS` files at a time (default 1), each against a shop
 * of its own (API, database, storefront server), so no file reads what another writes at the same
 * moment (decision 0056). Read by the vitest config and the global setup; it imports nothing heavy.
 */

/** Parses `E2E_WORKERS`: a whole number from 1 up; anything else is refused with a clear message. */
function workersFromEnv(value: string | undefined): number {
  if (value === undefined || value === '') return 1;
  const workers = Number(value);
  if (!Number.isInteger(workers) || workers < 1 || workers > 4) {
    throw new Error(`E2E_WORKERS must be a whole number from 1 to 4, not "${value}"`);
  }
  return workers;
}

/**
 * How many journey files run at a time, each with a shop of its own (`E2E_WORKERS`, 1-4). Default 1,
 * one file after the other as before: two at a time is not yet shown green three runs in a row
 * (decision 0056, "Not done").
 */
export const E2E_WORKERS = workersFromEnv(process.env.E2E_WORKERS);

/** The first shop's ports: fixed by default; E2E_API_PORT and E2E_STOREFRONT_PORT move them. */
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
export const E2E_STOREFRONT_PORT = Number(process.env.E2E_STOREFRONT_PORT ?? 4174);

/**
 * The ports of the shop of worker `index` (0-based): the first shop's ports plus 3 × `index`
 * (4100/4174, 4103/4177, …). The steps of 3 leave E2E_API_PORT + 1 and E2E_STOREFRONT_PORT + 2 to
 * the launch journey's own API and storefront, and four workers stay below the Lighthouse bench's
 * 4110/4184. Each shop's API port + 2 is its imported-pictures journey's image server.
 */
export function shopPorts(index: number): { apiPort: number; storefrontPort: number } {
  return { apiPort: E2E_API_PORT + 3 * index, storefrontPort: E2E_STOREFRONT_PORT + 3 * index };
}
