import { DEFAULT_LOCALE } from '@clubshop/i18n/core';
import { useEffect } from 'react';
import { preinit } from 'react-dom';
import { App, type AppProps } from './App.tsx';
import { Document } from './app/Document.tsx';
import { type ClientAssets, RouteAssetsContext } from './app/route-assets.ts';

/** Props of {@link Root}. */
export interface RootProps extends AppProps {
  /** The client build's assets: given on the server, absent in the browser. */
  assets?: ClientAssets | undefined;
}

/** On the server, puts the entry's stylesheets into the head (React hoists them). */
function EntryStyles({ assets }: { assets: ClientAssets | undefined }) {
  for (const href of assets?.entryStyles ?? []) preinit(href, { as: 'style', precedence: 'default' });
  return null;
}

/**
 * The whole page: the document around the app. The server renders and the browser hydrates this
 * very tree (the same components in the same places keep `useId` values identical on both).
 */
export function Root({ assets, ...app }: RootProps) {
  // The site's locale, settled before the render (the server's loader, the browser's entry).
  const lang = app.site.current()?.culture.locale ?? DEFAULT_LOCALE;
  // Marks the page interactive once hydrated (for monitoring and the browser journeys, which wait
  // for it before they click): the server's HTML is on screen, and usable, before that.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <RouteAssetsContext value={assets?.routes}>
      <Document lang={lang}>
        <EntryStyles assets={assets} />
        <App {...app} />
      </Document>
    </RouteAssetsContext>
  );
}
