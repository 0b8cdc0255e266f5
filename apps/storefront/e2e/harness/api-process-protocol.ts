/**
 * What a shop's API process (`api-process.ts`) tells the harness that started it: one stdout line,
 * {@link READY_MARK} followed by the {@link ShopApiAddresses} as JSON. A module of its own so the
 * harness reads it without loading the API.
 */
import type { ApiHosts } from '@clubshop/api-sdk';
import type { TestSite } from '@clubshop/commerce-api/testing';

/**
 * The owner (every site) the API process creates, for journeys that work as the club's staff
 * through the admin API (an uploaded product picture). Loopback only, a test database.
 */
export const JOURNEY_STAFF = { email: 'owner@journeys.example', password: 'Journey-Staff-42' } as const;

/** Starts the line that says the API process listens; the rest of the line is the addresses. */
export const READY_MARK = 'clubshop-shop-api-ready ';

/** Where a shop's API process answers. */
export interface ShopApiAddresses {
  apiUrl: string;
  /** The four hosts for the storefront: a forwarder each, or `apiUrl` four times. */
  apiHosts: ApiHosts;
  /** The harness control server (content page writes). */
  controlUrl: string;
  sites: TestSite[];
}
