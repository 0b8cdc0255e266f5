import type { TestApi } from '@clubshop/commerce-api/testing';
import { act, type RenderResult, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { createStore } from 'jotai';
import { StrictMode } from 'react';
import { App } from '../../src/App.tsx';
import type { AppLogger } from '../../src/app/logger.ts';
import { createStorefrontQueryClient } from '../../src/app/query-client.ts';
import { createStorefrontClient } from '../../src/app/storefront-client.ts';
import { createSiteContextHolder, type SiteContextHolder } from '../../src/site/site-context.ts';
import { serverPlatform } from '../../src/ssr/server-platform.ts';

/** A logger that remembers what it was told, so tests can check what is logged. */
export function memoryLogger() {
  const entries: Array<{ level: 'error' | 'warn'; data: unknown[] }> = [];
  const logger: AppLogger = {
    error: (...data) => void entries.push({ level: 'error', data }),
    warn: (...data) => void entries.push({ level: 'warn', data }),
  };
  return { logger, entries, messages: () => entries.map((entry) => String(entry.data[0])) };
}

/** Removes every cookie of the jsdom document (tokens, basket token). */
export function clearCookies(): void {
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of whatever cookies the shop set
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

/** Options of {@link renderShop}. */
export interface RenderShopOptions {
  /** The site address (default the default site, http://localhost:5173). */
  siteOrigin?: string;
  logger?: AppLogger;
  /** Keep the cookies of the previous render (a session or basket carried across pages). */
  keepCookies?: boolean;
  /** Render inside React's StrictMode, as the development build does (effects run twice). */
  strict?: boolean;
}

/**
 * Renders the whole shop at `path` against the real commerce API in process: the api client
 * sends every call through the test API's fetch handler.
 */
export async function renderShop(
  api: Pick<TestApi, 'fetch' | 'origin'>,
  path: string,
  options: RenderShopOptions = {},
): Promise<
  RenderResult & {
    queryClient: ReturnType<typeof createStorefrontQueryClient>;
    /** The page's site, as the shop settled it (its locale is the document's language). */
    site: SiteContextHolder;
    leftTo: string[];
  }
> {
  window.history.replaceState(null, '', path);
  if (!options.keepCookies) clearCookies();
  // Full navigations (payment page, another country's site) are recorded, not followed.
  const leftTo: string[] = [];
  // A store per test: tokens and basket state never leak from one test to the next.
  const store = createStore();
  const site = createSiteContextHolder();
  const queryClient = createStorefrontQueryClient();
  const client = createStorefrontClient({ apiOrigin: api.origin, site, fetch: api.fetch, store });
  const pageUrl = `${options.siteOrigin ?? 'http://localhost:5173'}${path}`;
  let result: RenderResult | undefined;
  await act(async () => {
    const shop = (
      <App
        client={client}
        store={store}
        site={site}
        queryClient={queryClient}
        pageUrl={pageUrl}
        logger={options.logger ?? memoryLogger().logger}
        // The club theme as the server writes it into the page (the browser computes none).
        platform={serverPlatform}
      />
    );
    result = render(options.strict ? <StrictMode>{shop}</StrictMode> : shop);
  });
  return Object.assign(result as RenderResult, { queryClient, site, leftTo });
}

/** Types `email` and `password` into the rendered login page's form and sends it; the form's section. */
export async function logInOnPage(user: UserEvent, email: string, password: string): Promise<HTMLElement> {
  const login = (await screen.findByRole('heading', { level: 1, name: 'Log in' })).closest(
    'section',
  ) as HTMLElement;
  await user.type(within(login).getByLabelText(/Email/), email);
  await user.type(within(login).getByLabelText(/Password/), password);
  await user.click(within(login).getByRole('button', { name: 'Log in' }));
  return login;
}
