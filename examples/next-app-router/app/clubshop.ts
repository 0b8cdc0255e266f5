// The SDK on the server: one client per request's site, the settings read once per request
// (React's `cache`), from CLUBSHOP_API_URL (the test starts the commerce API and sets it).
import { type ClientContext, clientContextFromSettings, createClient } from '@clubshop/api-sdk';
import { cache } from 'react';

const apiUrl = process.env.CLUBSHOP_API_URL ?? 'http://localhost:4000';
/** The shop's public address: the API picks the club's site by it. */
const pageUrl = process.env.CLUBSHOP_PAGE_URL ?? 'http://localhost:3000/';

/** The club's settings and a client that sends the site's culture, currency and store. */
export const clubShop = cache(async () => {
  let site: ClientContext | undefined;
  const client = createClient({ hosts: apiUrl, context: () => site ?? { culture: 'en' } });
  const { views } = await client.settings.get(pageUrl);
  site = clientContextFromSettings(views.clubSettings);
  return { client, settings: views.clubSettings };
});
