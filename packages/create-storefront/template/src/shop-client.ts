import {
  type ClientContext,
  type ClubSettings,
  clientContextFromSettings,
  createClient,
} from '@clubshop/api-sdk';

/** Where the commerce API answers: VITE_API_URL of .env. */
export const apiUrl: string = import.meta.env.VITE_API_URL ?? 'http://localhost:4000';

let site: ClientContext | undefined;

/** Call once the settings answer: every later call carries the site's StoreId, culture, currency. */
export function setSite(settings: ClubSettings): void {
  site = clientContextFromSettings(settings);
}

/** The one api client of the app. */
export const client = createClient({ hosts: apiUrl, context: () => site ?? { culture: 'en' } });
