import {
  type ClientContext,
  type ClubSettings,
  clientContextFromSettings,
  createClient,
} from '@clubshop/api-sdk';
import { createAuthBridge } from '@clubshop/auth';

/** Where the commerce API answers (the storefront's origin when it passes `/api/*` through). */
const apiUrl = import.meta.env.VITE_API_URL ?? 'http://localhost:4000';

let site: ClientContext | undefined;

/** Call once the settings answer: every later call carries the site's StoreId, culture, currency. */
export function setSite(settings: ClubSettings): void {
  site = clientContextFromSettings(settings);
}

// The bridge keeps the session in cookies and refreshes it on a 401; it reads `client` only then.
const auth = createAuthBridge({ authenticate: (grant) => client.users.authenticate(grant) });

/** The one api client of the app. */
export const client = createClient({ hosts: apiUrl, context: () => site ?? { culture: 'en' }, auth });
