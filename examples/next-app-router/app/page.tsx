// A server component: fetches the dictionary and the products through the SDK on the server and
// renders the kit. I18nProvider, ProductList and Footer are client components (they read the
// culture's context) rendered on the server from plain data; VisuallyHidden is a server component.
import { I18nProvider, loadDictionary } from '@clubshop/i18n';
import { Footer, ProductList, VisuallyHidden } from '@clubshop/ui-kit';
import { clubShop } from './clubshop';
import { SiteHeader } from './site-header';

// Rendered per request, against the API as it is now (not prerendered at build time).
export const dynamic = 'force-dynamic';

export default async function Page({ searchParams }: { searchParams: Promise<{ q?: string }> }) {
  const { q } = await searchParams;
  const { client, settings } = await clubShop();
  const [dictionary, search] = await Promise.all([
    loadDictionary(() => client.dictionary.get()),
    client.catalog.search({ Term: q ?? 'shirt', PageSize: 4 }),
  ]);
  return (
    <I18nProvider
      locale={settings.locale}
      culture={settings.culture}
      currency={settings.currency}
      // loadDictionary answers a plain object: it crosses from this server component to the
      // client provider as it is.
      dictionary={dictionary}
    >
      <SiteHeader
        logo={settings.logo}
        mainNavigation={settings.mainNavigation}
        usps={settings.header.usps}
        countries={settings.languageNavigation}
        culture={settings.culture}
        loggedIn={false}
        basketQuantity={0}
        basketLoaded
      />
      <main id="main">
        <h1>
          <VisuallyHidden>{settings.theme.siteName}</VisuallyHidden>
        </h1>
        <ProductList products={search.products} label="Shirts" />
      </main>
      <Footer {...settings.footer} />
    </I18nProvider>
  );
}
