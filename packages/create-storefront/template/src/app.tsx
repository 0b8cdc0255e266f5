import type { ClubSettings } from '@clubshop/api-sdk';
import { I18nProvider } from '@clubshop/i18n';
import { ThemeProvider, themeFromSettings } from '@clubshop/theming';
import { Footer, Header, ProductList } from '@clubshop/ui-kit';
import { type QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { productsQuery, siteQuery } from './queries.ts';

/** The app: TanStack Query around a page themed by the settings of the page's address. */
export function App({ queryClient, pageUrl }: { queryClient: QueryClient; pageUrl: string }) {
  return (
    <QueryClientProvider client={queryClient}>
      <Site pageUrl={pageUrl} />
    </QueryClientProvider>
  );
}

/** Fetches the club's settings, then renders the page in the club's theme and culture. */
function Site({ pageUrl }: { pageUrl: string }) {
  const site = useQuery(siteQuery(pageUrl));
  if (!site.data) return <p role="status">{site.error ? 'The shop could not be loaded.' : 'Loading…'}</p>;
  const { settings, dictionary } = site.data;
  return (
    <ThemeProvider theme={themeFromSettings(settings)}>
      <I18nProvider
        locale={settings.locale}
        culture={settings.culture}
        currency={settings.currency}
        dictionary={dictionary}
      >
        <ShopPage settings={settings} />
      </I18nProvider>
    </ThemeProvider>
  );
}

/** The header from the club's settings, the products a search finds, and the footer. */
export function ShopPage({ settings }: { settings: ClubSettings }) {
  const [term, setTerm] = useState('shirt');
  const products = useQuery(productsQuery(term));
  return (
    <>
      <Header
        logo={settings.logo}
        mainNavigation={settings.mainNavigation}
        usps={settings.header.usps}
        countries={settings.languageNavigation}
        culture={settings.culture}
        loggedIn={false}
        basketQuantity={0}
        basketLoaded
        onSearch={setTerm}
      />
      <main id="main">
        <ProductList products={products.data?.products ?? []} loading={products.isPending} label={term} />
      </main>
      <Footer {...settings.footer} />
    </>
  );
}
