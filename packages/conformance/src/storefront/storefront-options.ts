import type { ApiHosts, Fetch } from '../caller.ts';

/** Options of `runStorefrontJourney`: which storefront, against which backend, with what. */
export interface StorefrontOptions {
  /**
   * The storefront to drive: the URL of a shop page of a storefront already running against the
   * backend (`http://localhost:5173/`, e.g. the Docker image with `API_URL` set), where the
   * browser starts; or the folder of a storefront build (`apps/storefront/dist`, or the app's
   * folder holding `dist/`), which the kit serves itself on the port of `siteUrl`, pointed at the
   * backend through a forwarder that notes every call (so a failed step names the backend call,
   * the server's page renders included).
   */
  storefront: string;
  /** A page URL of the shop (`http://northbridge-gb.localhost:5173/`): the site, and where a served build listens. */
  siteUrl: string;
  /** The API's base URL for every host not given in `hosts` (and `/images`, `/media`, `/payment`). */
  apiBaseUrl?: string | undefined;
  /** A base URL per host (content, catalog, user, basket), over `apiBaseUrl`. */
  hosts?: Partial<ApiHosts> | undefined;
  /** A test account the login step logs in with; without one, the step is skipped and says so. */
  account?: { email: string; password: string } | undefined;
  /** The Chromium to drive (default `CHROMIUM_PATH`, else `/usr/bin/chromium`); nothing downloads a browser. */
  chromiumPath?: string | undefined;
  /** Where a failed step's screenshot goes (default `conformance-storefront` in the working directory). */
  screenshotDir?: string | undefined;
  /** How long one step may take, ms (default 20 000). */
  stepTimeoutMs?: number | undefined;
  /** The fetch for the kit's own calls (the site's texts; default the global fetch). */
  fetch?: Fetch | undefined;
}
