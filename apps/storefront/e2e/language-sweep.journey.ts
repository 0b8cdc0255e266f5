/**
 * Issue 16's sweep: every page of every culture in Chromium (one club per culture, each page a
 * shopper can reach: home, category and its second page, product, search with and without
 * results, basket empty and full, checkout, checkout after a cancelled payment, receipt, login,
 * forgotten and new password, e-mail confirmation, contact, content pages of the footer, the
 * error page, and the account pages with an order). On each it reads every visible text and the
 * texts a screen reader gets (aria-label, alt, title, placeholder, the page title):
 *
 * - no raw `{placeholder}` and no raw dictionary key ("Basket.Property.color") anywhere;
 * - on the German and Danish sites no English: no text that is the English value of a dictionary
 *   row translated differently in the culture, and none of the English words a shop's own texts
 *   are made of. Product data (names, colours, descriptions) is the catalogue's and not judged.
 */
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { basketWithLine } from './harness/basket-setup.ts';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { type Journey, runJourney } from './harness/journey.ts';
import { devMails, siteOf, uniqueEmail } from './harness/shop-api.ts';
import { shopUnderTest } from './harness/shop-under-test.ts';
import { siteUrl } from './harness/sites.ts';
import { categoryWithPages } from './support/catalogue.ts';

interface SweptSite {
  club: string;
  country: string;
  culture: 'en' | 'de' | 'da';
  /** Checkout labels of the culture (to get an order for the account pages). */
  labels: Record<
    'billing' | 'email' | 'confirm' | 'phone' | 'first' | 'last' | 'street' | 'zip' | 'city',
    string
  > & {
    country: string;
    countryName: string;
    delivery: string;
    home: RegExp;
    payment: string;
    submit: string;
    /** The test payment page's buttons, in the shop's culture. */
    approve: string;
    cancel: string;
    login: string;
    password: RegExp;
  };
}

const sweptSites: SweptSite[] = [
  {
    club: 'northbridge',
    country: 'gb',
    culture: 'en',
    labels: {
      billing: 'Billing address',
      email: 'Email',
      confirm: 'Confirm email',
      phone: 'Phone',
      first: 'First name',
      last: 'Last name',
      street: 'Street and number',
      zip: 'Postcode',
      city: 'City',
      country: 'Country',
      countryName: 'United Kingdom',
      delivery: 'Delivery method',
      home: /Home delivery/,
      payment: 'Payment method',
      submit: 'Go to payment',
      approve: 'Approve payment',
      cancel: 'Cancel payment',
      login: 'Log in',
      password: /^Password\b/,
    },
  },
  {
    club: 'harbour',
    country: 'de',
    culture: 'de',
    labels: {
      billing: 'Rechnungsadresse',
      email: 'E-Mail',
      confirm: 'E-Mail bestätigen',
      phone: 'Telefon',
      first: 'Vorname',
      last: 'Nachname',
      street: 'Straße und Hausnummer',
      zip: 'Postleitzahl',
      city: 'Ort',
      country: 'Land',
      countryName: 'Deutschland',
      delivery: 'Versandart',
      home: /Lieferung nach Hause/,
      payment: 'Zahlungsart',
      submit: 'Zur Zahlung',
      approve: 'Zahlung bestätigen',
      cancel: 'Zahlung abbrechen',
      login: 'Anmelden',
      password: /^Passwort\b/,
    },
  },
  {
    club: 'riverside',
    country: 'dk',
    culture: 'da',
    labels: {
      billing: 'Faktureringsadresse',
      email: 'E-mail',
      confirm: 'Bekræft e-mail',
      phone: 'Telefon',
      first: 'Fornavn',
      last: 'Efternavn',
      street: 'Vej og nummer',
      zip: 'Postnummer',
      city: 'By',
      country: 'Land',
      countryName: 'Danmark',
      delivery: 'Leveringsmetode',
      home: /Levering til døren/,
      payment: 'Betalingsmetode',
      submit: 'Gå til betaling',
      approve: 'Godkend betaling',
      cancel: 'Annuller betaling',
      login: 'Log ind',
      password: /^Adgangskode\b/,
    },
  },
];

/** Words an English shop text is made of that are no German or Danish word. */
const ENGLISH_WORDS =
  /\b(the|your|you|with|please|free|from|order|orders|basket|checkout|shipping|delivery|payment|search|results?|page|sold out|in stock|add to|sign up|log in|login|password|account|welcome|thank you|something went wrong|not found|choose|enter|quantity|price|size|colou?r|card|voucher)\b/i;
/** A placeholder left in a text: `{min}`, `{ total }`. */
const RAW_PLACEHOLDER = /\{\s*[\p{L}\p{N}_.$-]+\s*\}/u;
/** A whole text that is a dictionary alias: `Basket.Property.color`. */
const RAW_KEY = /^[A-Z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/;

/** One text of a page, and where it was found (for the failure message). */
interface PageText {
  text: string;
  where: string;
  /** Inside the catalogue's own data (product names, colours, descriptions): not judged for language. */
  productData: boolean;
}

/** Every visible text of the page and the texts assistive technology reads. */
function pageTexts(page: Page): Promise<PageText[]> {
  return page.evaluate(() => {
    const productData = [
      '.cs-product-card__name',
      '.cs-product-card__colour',
      '.cs-basket-line__name',
      '.cs-basket-line__properties dd',
      '.cs-basket-line__addon',
      '.sf-product h1',
      '.sf-product__details section p',
      '.sf-breadcrumb',
      '.cs-variant-picker',
      // A colour's name is the catalogue's (Danish "Sort", black, is also English "Sort", the button).
      '.cs-option-picker--swatch .cs-option-picker__value',
      '.cs-option-picker--swatch .cs-option-picker__chip',
      '.cs-filters__check',
      '.sf-content__rich-text',
      '[data-product-data]',
    ].join(',');
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      return element.getClientRects().length > 0 || element.closest('.cs-visually-hidden') !== null;
    };
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}`;
    const texts: Array<{ text: string; where: string; productData: boolean }> = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!parent || !text || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      if (!visible(parent)) continue;
      texts.push({ text, where: describe(parent), productData: parent.closest(productData) !== null });
    }
    for (const element of document.body.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
      if (element.closest('[hidden]')) continue;
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
        const text = element.getAttribute(attribute)?.trim();
        if (text) {
          texts.push({
            text,
            where: `${describe(element)}[${attribute}]`,
            productData: element.closest(productData) !== null || element.tagName === 'IMG',
          });
        }
      }
    }
    texts.push({ text: document.title, where: 'title', productData: false });
    return texts;
  });
}

/** The English dictionary values that the culture says differently: English on its page. */
async function englishOnly(culture: string): Promise<Set<string>> {
  const { apiUrl } = shopUnderTest();
  const read = async (code: string) => {
    const response = await fetch(`${apiUrl}/api/dictionary/dictionariesbyculture`, {
      headers: { culture: code },
    });
    const body = (await response.json()) as {
      views: {
        dictionaryItemsByCulture: { dictionaryItems: Array<{ view: { alias: string; value: string } }> };
      };
    };
    return new Map(
      body.views.dictionaryItemsByCulture.dictionaryItems.map(({ view }) => [view.alias, view.value]),
    );
  };
  const [english, own] = await Promise.all([read('en'), read(culture)]);
  const result = new Set<string>();
  for (const [alias, value] of english) {
    const translated = own.get(alias);
    // Only texts the culture words differently, and long enough not to be a shared word ("Status").
    if (translated !== undefined && translated !== value && value.length > 3) result.add(value.trim());
  }
  return result;
}

/** What the sweep found wrong on one page. */
function problemsOn(label: string, texts: PageText[], culture: string, english: Set<string>): string[] {
  const problems: string[] = [];
  for (const { text, where, productData } of texts) {
    if (RAW_PLACEHOLDER.test(text)) problems.push(`${label}: raw placeholder in ${where}: "${text}"`);
    if (RAW_KEY.test(text)) problems.push(`${label}: raw dictionary key in ${where}: "${text}"`);
    if (culture === 'en' || productData) continue;
    if (english.has(text)) problems.push(`${label}: English dictionary text in ${where}: "${text}"`);
    else if (ENGLISH_WORDS.test(text)) problems.push(`${label}: English in ${where}: "${text}"`);
  }
  return problems;
}

/** Waits until the page has settled: its main content is there and no request is pending. */
async function settle(page: Page): Promise<void> {
  await page.getByRole('main').waitFor();
  await page.waitForLoadState('networkidle');
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"]'), undefined, { timeout: 10_000 })
    .catch(() => undefined);
}

/** A variant of the site's club that a basket line can be made of (a shirt, colour navy/first). */
async function variantOf(site: SweptSite, productUrl: string): Promise<string> {
  const { apiUrl } = shopUnderTest();
  const { storeId } = siteOf(site.club, site.country);
  const content = (await (
    await fetch(`${apiUrl}/api/content?url=${encodeURIComponent(productUrl)}`, {
      headers: { StoreId: storeId },
    })
  ).json()) as { route: { variant?: { id: string } } };
  const variant = content.route.variant?.id;
  if (!variant) throw new Error(`${productUrl} is no product page`);
  // Variant ids of a size end in the size: the colour variant is the id without it.
  return variant.replace(/-(?:\d{3}|[0-9]*x*[sml]|onesize)$/, '');
}

describe('the language sweep', () => {
  const browser = chromiumForTests();

  test.each(sweptSites)(
    'every page of $club-$country ($culture): no English outside product data, no raw placeholder',
    async (site) => {
      await runJourney(browser, `sweep-${site.club}-${site.country}`, async (journey: Journey) => {
        const { page, context } = journey;
        const url = (path: string) => siteUrl(site.club, site.country, path);
        const english = site.culture === 'en' ? new Set<string>() : await englishOnly(site.culture);
        const problems: string[] = [];
        const visited: string[] = [];
        const sweep = async (label: string) => {
          await settle(page);
          visited.push(label);
          problems.push(...problemsOn(label, await pageTexts(page), site.culture, english));
        };
        const visit = async (path: string, label = path) => {
          await page.goto(url(path));
          await sweep(label);
        };

        await visit('/', 'home');
        const { path: category, productPath: productUrl } = await categoryWithPages(site.club, site.country);
        await visit(category, 'category');
        await visit(`${category}?page=2`, 'category, page 2');
        await visit(productUrl, 'product');
        const word =
          decodeURIComponent(productUrl.split('/').filter(Boolean).at(-1) ?? '').split('-')[0] ?? '';
        await visit(`/search-page/?q=${encodeURIComponent(word)}`, 'search');
        await visit('/search-page/?q=zzzzqqq', 'search without results');
        await visit('/cart/', 'empty basket');
        await visit('/login/', 'login');
        await visit('/forgot-password/', 'forgotten password');
        await visit('/reset-password/?token=not-a-token', 'new password');
        await visit('/confirm-email/?token=not-a-token', 'e-mail confirmation, bad link');
        await visit('/contact/', 'contact');
        await visit('/no-such-page/', 'error page');
        await page.goto(url('/'));
        await settle(page);
        const footerLinks = await page
          .getByRole('contentinfo')
          .locator('a[href^="/"]')
          .evaluateAll((links) => [...new Set(links.map((link) => (link as HTMLAnchorElement).pathname))]);
        for (const path of footerLinks.filter((path) => path !== '/contact/'))
          await visit(path, `footer page ${path}`);

        // A basket, its checkout, a cancelled payment, a paid order and the account pages.
        const email = uniqueEmail(`sweep-${site.country}`);
        const { apiUrl } = shopUnderTest();
        const { storeId } = siteOf(site.club, site.country);
        const registered = await fetch(`${apiUrl}/api/users/register`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', StoreId: storeId },
          body: JSON.stringify({ email, password: 'Sweep-Password-42', firstName: 'Sam', lastName: 'Sweep' }),
        });
        expect(registered.ok).toBe(true);
        // The mail goes out just after the answer.
        await expect.poll(async () => (await devMails(email)).length).toBeGreaterThan(0);
        const [mail] = await devMails(email);
        expect(mail?.subject).toBeTruthy();
        problems.push(
          ...problemsOn(
            'confirmation mail',
            [mail?.subject ?? '', ...(mail?.text.split(/\n+/) ?? [])].map((text) => ({
              text: text.replace(/https?:\/\/\S+/g, '').trim(),
              where: 'mail',
              productData: false,
            })),
            site.culture,
            english,
          ),
        );
        await page.goto(url('/login/'));
        const login = page.getByRole('form', { name: site.labels.login });
        await login.getByRole('textbox', { name: site.labels.email, exact: true }).fill(email);
        await login.getByLabel(site.labels.password).fill('Sweep-Password-42');
        await login.getByRole('button', { name: site.labels.login }).click();
        await page.waitForURL((next) => next.pathname.startsWith('/user/'));

        await basketWithLine(context, {
          club: site.club,
          country: site.country,
          variantId: await variantOf(site, productUrl),
        });
        await visit('/cart/', 'basket with a line');
        await visit('/checkout/', 'checkout');
        const billing = page.getByRole('group', { name: site.labels.billing });
        await billing.getByRole('textbox', { name: site.labels.email, exact: true }).fill(email);
        await billing.getByRole('textbox', { name: site.labels.confirm }).fill(email);
        await billing
          .getByRole('textbox', { name: new RegExp(`^${site.labels.phone}`) })
          .fill('+45 12 34 56 78');
        await billing.getByRole('textbox', { name: site.labels.first }).fill('Sam');
        await billing.getByRole('textbox', { name: site.labels.last }).fill('Sweep');
        await billing.getByRole('textbox', { name: site.labels.street }).fill('Main Street 4');
        await billing.getByRole('textbox', { name: site.labels.zip }).fill('8000');
        await billing.getByRole('textbox', { name: site.labels.city, exact: true }).fill('Aarhus');
        await billing
          .getByRole('combobox', { name: site.labels.country })
          .selectOption({ label: site.labels.countryName });
        await page
          .getByRole('group', { name: site.labels.delivery })
          .getByRole('radio', { name: site.labels.home })
          .check();
        // The first payment method (its name is judged with the page's other texts).
        const firstPayment = page
          .getByRole('group', { name: site.labels.payment })
          .getByRole('radio')
          .first();
        await firstPayment.check();
        await sweep('checkout, filled in');
        await page.getByRole('button', { name: site.labels.submit }).click();
        await page.getByRole('button', { name: site.labels.cancel }).click();
        await page.waitForURL((next) => next.pathname === '/checkout/');
        await sweep('checkout after a cancelled payment');
        await firstPayment.check();
        await page.getByRole('button', { name: site.labels.submit }).click();
        await page.getByRole('button', { name: site.labels.approve }).click();
        await page.waitForURL((next) => next.pathname === '/receipt/');
        await page.getByTestId('order-number').waitFor();
        await sweep('receipt');
        await visit('/user/profile/', 'my account');
        await visit('/user/account-details/', 'account details');
        await visit('/user/order-history/', 'order history');
        const orderLink = page.getByRole('main').getByRole('row').getByRole('link').first();
        await orderLink.click();
        await page.waitForURL((next) => /^\/user\/order-history\/[^/]+\/$/.test(next.pathname));
        await sweep('order');

        expect(visited.length).toBeGreaterThan(20);
        expect(problems).toEqual([]);
      });
    },
  );
});
