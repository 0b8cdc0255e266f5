import type { TestApi } from '@clubshop/commerce-api/testing';
import { I18nProvider } from '@clubshop/i18n';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type Culture, localeOf } from '../../src/messages/index.ts';
import { routeMessages } from '../../src/routes/route-messages.ts';

/** A query client whose answers never go stale: a test puts the screen's answers in its cache. */
export function cachedQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
}

/**
 * Renders a back-office `screen` in jsdom as the shell does: in a new `<main>` of a document in
 * the staff's `culture`, with the app's dictionary of that language (the routes' own texts
 * included) and `client`'s cache. The `<main>`,
 * and the root to unmount it with.
 */
export async function renderScreenIn(
  culture: Culture,
  client: QueryClient,
  screen: ReactNode,
): Promise<{ main: HTMLElement; root: Root }> {
  const main = document.createElement('main');
  document.body.append(main);
  document.documentElement.lang = culture;
  const root = createRoot(main);
  await act(async () =>
    root.render(
      <I18nProvider locale={localeOf[culture]} culture={culture} dictionary={routeMessages[culture]}>
        <QueryClientProvider client={client}>{screen}</QueryClientProvider>
      </I18nProvider>,
    ),
  );
  return { main, root };
}

/**
 * The page's `fetch` in jsdom, signed in: its calls to `/admin/api/*` reach the in-process `api`
 * with the session's bearer (`access()`, read at each call).
 */
export function signedInFetch(api: () => Pick<TestApi, 'fetch'>, access: () => string): typeof fetch {
  return async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input instanceof Request ? input.url : input), 'http://localhost');
    const headers = new Headers(init?.headers);
    headers.set('authorization', `Bearer ${access()}`);
    return api().fetch(url.pathname, { ...init, headers });
  };
}
