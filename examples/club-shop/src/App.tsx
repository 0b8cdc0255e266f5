import type { ClubSettings } from '@clubshop/api-sdk';
import { searchQueryOptions } from '@clubshop/api-sdk/query';
import { ApiClientProvider, useAuth } from '@clubshop/auth';
import { useAddToBasket, useBasketLoaded, useBasketSummary } from '@clubshop/basket';
import { useCheckout } from '@clubshop/checkout';
import { I18nProvider, loadDictionary } from '@clubshop/i18n';
import { ThemeProvider, themeFromSettings } from '@clubshop/theming';
import { Button, Footer, Header, LoginForm, ProductList } from '@clubshop/ui-kit';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { client, setSite } from './shop-client.ts';

const queryClient = new QueryClient();

/** The app: TanStack Query and the api client around a page themed by the site's settings. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <ApiClientProvider client={client}>
        <Site />
      </ApiClientProvider>
    </QueryClientProvider>
  );
}

/** Fetches the settings of this address, then renders the page in the club's theme and culture. */
function Site() {
  const site = useQuery({
    queryKey: ['site', location.href],
    queryFn: async () => {
      const { views } = await client.settings.get(location.href);
      setSite(views.clubSettings);
      // Translations of the site's culture; a failure is logged and gives {} (keys show).
      const dictionary = await loadDictionary(() => client.dictionary.get());
      return { settings: views.clubSettings, dictionary };
    },
  });
  if (!site.data) return <p role="status">{site.error ? 'The shop could not be loaded.' : 'Loading…'}</p>;
  const { settings, dictionary } = site.data;
  return (
    <ThemeProvider theme={themeFromSettings(settings)} target="document">
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

/** Header from the settings as the contract gives them, a product grid, a login and the footer. */
export function ShopPage({ settings }: { settings: ClubSettings }) {
  const { isLoggedIn, login } = useAuth();
  const basket = useBasketSummary();
  const basketLoaded = useBasketLoaded();
  const [term, setTerm] = useState('shirt');
  const products = useQuery(searchQueryOptions(client, { Term: term, PageSize: 8 }));
  return (
    <>
      <Header
        logo={settings.logo}
        mainNavigation={settings.mainNavigation}
        usps={settings.header.usps}
        countries={settings.languageNavigation}
        culture={settings.culture}
        loggedIn={isLoggedIn}
        basketQuantity={basket.data?.quantity ?? 0}
        basketLoaded={basketLoaded}
        onSearch={setTerm}
      />
      <main id="main">
        <ProductList products={products.data?.products ?? []} loading={products.isPending} label={term} />
        <AddFirstToBasket variantId={products.data?.products[0]?.variantId} />
        {isLoggedIn ? (
          <CheckoutTotal />
        ) : (
          <LoginForm
            onSubmit={({ email, password }) => login({ username: email, password }).then(() => undefined)}
          />
        )}
      </main>
      <Footer {...settings.footer} />
    </>
  );
}

function AddFirstToBasket({ variantId }: { variantId: string | undefined }) {
  const add = useAddToBasket();
  if (!variantId) return null;
  return (
    <>
      <Button
        variant="primary"
        onClick={() => add.mutate({ productId: variantId, quantity: 1 })}
        disabled={add.isPending}
      >
        Add to basket
      </Button>
      {add.error ? <p role="alert">{add.error.message}</p> : null}
    </>
  );
}

function CheckoutTotal() {
  const checkout = useCheckout();
  return <p>Shipping methods: {checkout.shippingProviders.map((method) => method.name).join(', ')}</p>;
}
