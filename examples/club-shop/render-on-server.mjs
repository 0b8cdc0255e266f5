// Server rendering in plain Node, no bundler: `@clubshop/ui-kit/server` is the kit without CSS
// imports in its JavaScript; the page links the kit's one stylesheet and carries the club's theme
// as CSS variables. Data comes from the commerce API through the SDK.
import { readFileSync } from 'node:fs';
import { clientContextFromSettings, createClient } from '@clubshop/api-sdk';
import { I18nProvider, loadDictionary } from '@clubshop/i18n';
import { themeFromSettings, themeToCss } from '@clubshop/theming/core';
import { Footer, Header, ProductList } from '@clubshop/ui-kit/server';
import { Fragment, createElement as h } from 'react';
import { renderToString } from 'react-dom/server';

const apiUrl = process.env.CLUBSHOP_API_URL ?? 'http://localhost:4000';
const pageUrl = process.env.CLUBSHOP_PAGE_URL ?? 'http://localhost:5173/';

/** @type {import('@clubshop/api-sdk').ClientContext | undefined} */
let site;
const client = createClient({ hosts: apiUrl, context: () => site ?? { culture: 'en' } });
const { views } = await client.settings.get(pageUrl);
const settings = views.clubSettings;
site = clientContextFromSettings(settings);
const [dictionary, search] = await Promise.all([
  loadDictionary(() => client.dictionary.get()),
  client.catalog.search({ Term: 'shirt', PageSize: 4 }),
]);

const content = h(
  Fragment,
  null,
  h(Header, {
    logo: settings.logo,
    mainNavigation: settings.mainNavigation,
    usps: settings.header.usps,
    countries: settings.languageNavigation,
    culture: settings.culture,
    loggedIn: false,
    basketQuantity: 0,
    basketLoaded: true,
    onSearch: () => {},
  }),
  h('main', { id: 'main' }, h(ProductList, { products: search.products, label: 'Shirts' })),
  h(Footer, settings.footer),
);
const page = h(
  I18nProvider,
  { locale: settings.locale, culture: settings.culture, currency: settings.currency, dictionary },
  content,
);
const body = renderToString(page);
// Linked (or inlined) once per page; here its size proves the file is there.
const stylesheet = readFileSync(new URL(import.meta.resolve('@clubshop/ui-kit/styles.css')), 'utf8');
const html = `<!doctype html>
<html lang="${settings.culture}">
<head>
<title>${settings.theme.siteName}</title>
<link rel="stylesheet" href="/assets/clubshop-ui-kit.css">
<style>${themeToCss(themeFromSettings(settings), ':root')}</style>
</head>
<body>${body}</body>
</html>`;

/** @param {string} text */
const escaped = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll("'", '&#x27;');
const expected = [
  settings.theme.siteName,
  search.products[0]?.name ?? '?',
  '--cs-color-primary',
  'cs-header',
];
const missing = expected.filter((text) => !html.includes(escaped(text)));
if (missing.length > 0 || stylesheet.length < 10_000) {
  throw new Error(`the rendered page lacks ${missing.join(', ')} (stylesheet ${stylesheet.length} bytes)`);
}
console.info(
  `rendered ${html.length} bytes of HTML for ${settings.theme.siteName} (stylesheet ${stylesheet.length} bytes)`,
);
console.info('render-on-server: ok');
