import type { ClubShopClient } from '@clubshop/api-sdk';
import { dictionaryQueryOptions, settingsQueryOptions } from '@clubshop/api-sdk/query';
import { type Dictionary, dictionaryFromResponse, I18nProvider } from '@clubshop/i18n';
import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect, useMemo } from 'react';
import type { AppLogger } from '../app/logger.ts';
import { usePlatform } from '../app/platform.ts';
import type { SiteContextHolder } from './site-context.ts';
import { SiteContext } from './site-context-react.ts';

/** Props of {@link SiteProvider}. */
export interface SiteProviderProps {
  client: Pick<ClubShopClient, 'settings' | 'dictionary'>;
  holder: SiteContextHolder;
  /** The page URL the settings are asked for (its host chooses club and country). */
  pageUrl: string;
  logger: AppLogger;
  /** Shown while the settings and translations load (only when nothing prefetched them). */
  fallback: ReactNode;
  /** The CSP nonce of this response, for the theme's inline stylesheet (server only). */
  nonce?: string | undefined;
  children: ReactNode;
}

/**
 * Start of the shop (docs/product/requirements.md#product, #content-and-settings): site settings
 * for the page URL choose club, country, culture, currency, storeId and rootCategoryId; from then
 * on every call carries them. The theme comes from the settings, translations load per culture.
 * Both are queries under the keys of `@clubshop/api-sdk/query`: the server prefetches them and the
 * browser hydrates them, so neither waits for a request. A failed settings or dictionary call is
 * logged and the shop still works: default culture (en-US / en / EUR), default theme, no
 * translations.
 *
 * The theme's CSS custom properties are written into the document's head by the server as a
 * stylesheet (React hoists it; with the response's nonce under the CSP), so the first paint is in
 * the club's colours; the browser keeps it and computes no theme itself.
 */
export function SiteProvider({
  client,
  holder,
  pageUrl,
  logger,
  fallback,
  nonce,
  children,
}: SiteProviderProps) {
  const settings = useQuery({
    ...settingsQueryOptions(client as ClubShopClient, pageUrl),
    select: (response) => response.views.clubSettings,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    if (settings.isError)
      logger.error('Loading the site settings failed; using the defaults.', settings.error);
  }, [settings.isError, settings.error, logger]);
  const settled = settings.isSuccess || settings.isError;
  // The site the server's loader (or the browser's entry) already settled from this very answer,
  // held by `holder`; derived here only when the answer is new (a settings call retried in the
  // browser). Settled before any child renders, so every child query carries its headers.
  const site = settled ? holder.settle(settings.data, pageUrl) : undefined;

  const culture = site?.culture.culture;
  const dictionary = useQuery({
    ...dictionaryQueryOptions(client as ClubShopClient, culture ?? ''),
    select: dictionaryOf,
    enabled: culture !== undefined,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  useEffect(() => {
    // docs/product/requirements.md#content-and-settings: a failed dictionary call is logged and
    // translations are empty.
    if (dictionary.isError)
      logger.error('Loading the dictionary failed; translations are empty.', dictionary.error);
  }, [dictionary.isError, dictionary.error, logger]);
  const { themeStyle } = usePlatform();
  const theme = useMemo(() => themeStyle?.(site?.settings), [themeStyle, site?.settings]);
  const words = dictionary.data ?? noWords;

  if (!site || !(dictionary.isSuccess || dictionary.isError)) return fallback;
  return (
    <SiteContext value={site}>
      {/* Hoisted into <head> by React (`href` names it, one per theme); written by the server. */}
      {theme ? (
        <style href={`clubshop-theme-${theme.name}`} precedence="theme" nonce={nonce}>
          {theme.css}
        </style>
      ) : null}
      <I18nProvider
        locale={site.culture.locale}
        culture={site.culture.culture}
        currency={site.culture.currency}
        dictionary={words}
      >
        {children}
      </I18nProvider>
    </SiteContext>
  );
}

const noWords = {};

/**
 * The dictionary of each translations answer, read once: on the server every request has its own
 * query cache but shares the answer itself for a few seconds (ssr/shared-answers.ts), and reading
 * a culture's 600 items was a few percent of every page's render.
 */
const dictionaries = new WeakMap<object, Dictionary>();

function dictionaryOf(body: unknown): Dictionary {
  if (typeof body !== 'object' || body === null) return dictionaryFromResponse(body);
  let dictionary = dictionaries.get(body);
  if (!dictionary) {
    dictionary = dictionaryFromResponse(body);
    dictionaries.set(body, dictionary);
  }
  return dictionary;
}
