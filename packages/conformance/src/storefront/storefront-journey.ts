/**
 * The `--storefront` mode: the real ClubShop storefront in Chromium against the candidate backend,
 * through a short purchase (home, a category, a product of its listing, add to basket, the basket,
 * the checkout up to the payment page, login). A failed step leaves a screenshot and names the
 * call behind it (method, URL, status, received value); the steps after it are not run and say so.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  type ClientContext,
  clientContextFromSettings,
  type DictionaryResponse,
  type SettingsResponse,
} from '@clubshop/api-sdk';
import { STOREFRONT_TEXTS, type StorefrontTextKey } from '@clubshop/i18n/core';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { type ApiHosts, createCaller } from '../caller.ts';
import { SAMPLE_POSTCODES } from '../checks/basket-checks.ts';
import { operation } from '../recorder.ts';
import { contractCallOf, receivedOf, type SeenCall, startRecordingForwarder } from './seen-calls.ts';
import { serveStorefront, storefrontServerOf } from './serve-storefront.ts';
import type { StorefrontOptions } from './storefront-options.ts';

export type { SeenCall } from './seen-calls.ts';
export type { StorefrontOptions } from './storefront-options.ts';

/** The steps of the purchase, in order. */
export const STOREFRONT_STEPS = [
  'home',
  'category',
  'product',
  'add to basket',
  'basket',
  'checkout to the payment page',
  'login',
] as const;

/** One step of the purchase. */
export type StorefrontStepName = (typeof STOREFRONT_STEPS)[number];

/** What one step did. */
export interface StorefrontStepResult {
  /** The step. */
  step: StorefrontStepName;
  /** `pass`, `fail`, or `skip` (not run, with why in `detail`). */
  status: 'pass' | 'fail' | 'skip';
  /** What went wrong, or why it was not run. */
  detail?: string;
  /** The page the browser was on when it ended. */
  page?: string;
  /** How long it took, ms. */
  ms?: number;
  /** A failed step: the screenshot file. */
  screenshot?: string;
  /** A failed step: the call behind it (a failed answer, else the step's own call), when one was seen. */
  call?: SeenCall;
}

/** The result of a storefront run; `ok` when no step failed. */
export interface StorefrontReport {
  /** No step failed. */
  ok: boolean;
  /** The storefront driven: its URL, or the build the kit served. */
  storefront: string;
  /** Each step, in order. */
  steps: StorefrontStepResult[];
}

/** The backend paths each step relies on: a failed step names its latest call of them. */
const stepCalls: Record<StorefrontStepName, RegExp> = {
  home: /^\/api\/(content|settings|dictionary)/,
  category: /^\/api\/(content|products|categories)/,
  product: /^\/api\/(content|products)/,
  'add to basket': /^\/api\/baskets/,
  basket: /^\/api\/baskets/,
  'checkout to the payment page': /^\/api\/checkout/,
  login: /^\/api\/users/,
};

/** Chromium's flags for a headless run on a machine with only loopback. */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The first line of an error, without Playwright's call log. */
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]?.trim() ?? String(error);

/** The hosts of the options (`hosts` over `apiBaseUrl`), or undefined when one is missing. */
function hostsOf(options: StorefrontOptions): ApiHosts | undefined {
  const pick = (name: keyof ApiHosts) => options.hosts?.[name] ?? options.apiBaseUrl;
  const content = pick('content');
  const catalog = pick('catalog');
  const user = pick('user');
  const basket = pick('basket');
  return content && catalog && user && basket ? { content, catalog, user, basket } : undefined;
}

/**
 * The site's texts by key, as the storefront shows them (its settings, then its dictionary), each
 * missing one in English: the kit finds buttons and fields by the words the shopper reads.
 */
async function siteTexts(options: StorefrontOptions, hosts: ApiHosts | undefined) {
  const texts = new Map<string, string>();
  if (hosts) {
    let context: Partial<ClientContext> = { culture: 'en' };
    const call = createCaller(hosts, options.fetch ?? ((input, init) => fetch(input, init)), () => context);
    try {
      const settings = await call(operation('getSettings'), { query: { url: options.siteUrl } });
      if (settings.status === 200) {
        context = clientContextFromSettings((settings.body as SettingsResponse).views.clubSettings);
        const dictionary = await call(operation('getDictionary'));
        for (const item of (dictionary.body as DictionaryResponse).views.dictionaryItemsByCulture
          .dictionaryItems)
          if (item.view.value?.trim()) texts.set(item.view.alias, item.view.value);
      }
    } catch {
      // The storefront will show what is wrong: the steps fail on the page.
    }
  }
  return (key: StorefrontTextKey) => texts.get(key) ?? STOREFRONT_TEXTS[key];
}

/** The number in the header's basket link once it is not busy (the badge's quantity), or undefined. */
async function basketQuantity(page: Page): Promise<number | undefined> {
  const link = page.getByRole('banner').locator('a[href="/cart/"]').first();
  if ((await link.getAttribute('aria-busy')) !== 'false') return undefined;
  const text = (await link.textContent()) ?? '';
  const number = /\d+/.exec(text)?.[0];
  return number === undefined ? undefined : Number(number);
}

/** Polls `read` until `done` holds for its value, or throws `message` (with the last value) after `timeoutMs`. */
async function until<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  message: (value: T) => string,
  timeoutMs: number,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > deadline) throw new Error(message(value));
    await new Promise((wait) => setTimeout(wait, 150));
    value = await read();
  }
  return value;
}

/** Checks the first enabled radio of a group (when the group is there). */
async function chooseFirst(group: Locator): Promise<void> {
  if ((await group.count()) === 0) return;
  for (const radio of await group.first().getByRole('radio').all()) {
    if (await radio.isEnabled()) {
      await radio.check();
      return;
    }
  }
}

/**
 * Drives the real storefront in Chromium through a short purchase against the backend, and
 * reports per step. A failed step carries a screenshot file and the call behind it.
 *
 * @example
 * const report = await runStorefrontJourney({
 *   storefront: 'apps/storefront/dist', // or the URL of a storefront running against the backend
 *   siteUrl: 'http://northbridge-gb.localhost:5173/',
 *   apiBaseUrl: 'http://localhost:4000',
 *   account: { email: 'test@club.example', password: '…' },
 * });
 * console.log(formatStorefrontReport(report)); // FAIL storefront: add to basket (2.1 s): the basket link says 0 …
 */
export async function runStorefrontJourney(options: StorefrontOptions): Promise<StorefrontReport> {
  const steps: StorefrontStepResult[] = [];
  const hosts = hostsOf(options);
  const seen: SeenCall[] = [];
  const closers: Array<() => Promise<void>> = [];
  const served = !/^https?:\/\//.test(options.storefront);
  const report = (): StorefrontReport => ({
    ok: steps.every((step) => step.status !== 'fail'),
    storefront: served ? resolve(options.storefront) : options.storefront,
    steps,
  });
  const notRun = (reason: string) => {
    for (const step of STOREFRONT_STEPS)
      if (!steps.some((done) => done.step === step))
        steps.push({ step, status: 'skip', detail: `not run: ${reason}` });
  };
  const timeout = options.stepTimeoutMs ?? 20_000;
  const screenshotDir = resolve(options.screenshotDir ?? 'conformance-storefront');
  const chromiumPath = options.chromiumPath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

  let browser: Browser | undefined;
  try {
    // The storefront: a URL where one runs, or a build the kit serves on the site's port.
    let start = options.storefront;
    if (served) {
      const server = storefrontServerOf(options.storefront);
      if (!server)
        throw new Error(
          `no storefront build in ${options.storefront} (no server/server.js or dist/server/server.js)`,
        );
      if (!hosts)
        throw new Error('serving a storefront build needs the API: give <api-base-url> or every host');
      const site = new URL(options.siteUrl);
      const port = Number(site.port || (site.protocol === 'https:' ? 443 : 80));
      const forwarder = await startRecordingForwarder(hosts, options.apiBaseUrl ?? hosts.content, seen);
      closers.push(forwarder.close);
      const storefront = await serveStorefront(server, port, forwarder.url);
      closers.push(storefront.close);
      start = options.siteUrl;
    }
    if (!existsSync(chromiumPath))
      throw new Error(
        `no Chromium at ${chromiumPath}: install one (apt-get install chromium) and give its path (--chromium or CHROMIUM_PATH)`,
      );
    const t = await siteTexts(options, hosts);
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(timeout);
    const origin = new URL(start).origin;

    // What the browser sees: the pages it loads, and its /api calls (forwarded by the storefront server).
    const pending: Array<Promise<void>> = [];
    page.on('response', (response: Response) => {
      const request = response.request();
      const url = new URL(response.url());
      const isPage = request.isNavigationRequest() && response.frame() === page.mainFrame();
      if (!isPage && !(url.origin === origin && url.pathname.startsWith('/api/'))) return;
      pending.push(
        (isPage ? Promise.resolve('') : response.text().catch(() => ''))
          .then((text) => {
            seen.push({
              method: request.method(),
              url: response.url(),
              status: response.status(),
              call: isPage ? undefined : contractCallOf(request.method(), response.url()),
              received: isPage ? undefined : receivedOf(text, response.headers()['content-type']),
              seenBy: 'browser',
              at: Date.now(),
            });
          })
          .catch(() => undefined),
      );
    });

    /** A page load: its answer must be below 400. */
    const load = async (url: string) => {
      const answer = await page.goto(url, { waitUntil: 'domcontentloaded' });
      if (answer && answer.status() >= 400) throw new Error(`${url} answered ${answer.status()}`);
    };
    const main = page.getByRole('main');
    const heading = () => main.getByRole('heading', { level: 1 }).first();
    const headingText = () =>
      heading()
        .textContent({ timeout: 1000 })
        .then(
          (text) => text?.trim() ?? '',
          () => '',
        );
    /**
     * Follows a link by clicking it (client-side routing, as a shopper does), waiting for its path
     * and for the new page's heading (another than the page before's).
     */
    const follow = async (link: Locator, what: string) => {
      const href = await link.getAttribute('href');
      if (!href) throw new Error(`${what} has no href`);
      const path = new URL(href, origin).pathname;
      const before = await headingText();
      await link.click();
      await page.waitForURL((url) => url.pathname === path);
      await until(
        headingText,
        (text) => text !== '' && text !== before,
        (text) => `the page ${path} did not show (its heading: "${text}")`,
        timeout,
      );
      return path;
    };
    const basketLink = page.getByRole('banner').locator('a[href="/cart/"]').first();
    let productName = '';

    const run: Record<StorefrontStepName, () => Promise<void>> = {
      home: async () => {
        await load(start);
        await page
          .getByRole('navigation', { name: t('Navigation.Main') })
          .first()
          .waitFor();
        // A consent banner over the page's lower part: answered, as a shopper would.
        const banner = page.getByRole('dialog', { name: t('Consent.Heading') });
        if (await banner.isVisible())
          await banner.getByRole('button', { name: t('Consent.OnlyNecessary') }).click();
      },
      category: async () => {
        const navigation = page
          .getByRole('navigation', { name: t('Navigation.Main') })
          .filter({ visible: true })
          .first();
        const link = navigation.locator('a[href]:visible').first();
        const path = await follow(link, 'the first link of the main navigation').catch((error: unknown) => {
          throw new Error(`no category in the main navigation: ${firstLine(error)}`);
        });
        await main
          .locator('a.cs-product-card__link[href]')
          .first()
          .waitFor()
          .catch(() => {
            throw new Error(`the category page ${path} lists no product`);
          });
      },
      product: async () => {
        const path = await follow(
          main.locator('a.cs-product-card__link[href]').first(),
          'the first product of the listing',
        );
        productName = await headingText();
        await main
          .getByRole('button', { name: t('Product.AddToBasket'), exact: true })
          .waitFor()
          .catch(() => {
            throw new Error(`the product page ${path} has no "${t('Product.AddToBasket')}" button`);
          });
      },
      'add to basket': async () => {
        const before = await until(
          () => basketQuantity(page),
          (quantity) => quantity !== undefined,
          () => 'the basket link never showed a quantity',
          timeout,
        );
        await chooseFirst(
          main.getByRole('group', { name: new RegExp(`^${escapeRegExp(t('Product.Size'))}`) }),
        );
        await main.getByRole('button', { name: t('Product.AddToBasket'), exact: true }).click();
        await main
          .getByRole('status')
          .filter({ hasText: t('Basket.Added') })
          .first()
          .waitFor()
          .catch(() => {
            throw new Error(`no "${t('Basket.Added')}" after "${t('Product.AddToBasket')}"`);
          });
        // The badge moves at once; the shop's answer then settles it (busy for a moment after each
        // change): read it once it rests, and again a moment later.
        await page.waitForTimeout(1200);
        const after = async () =>
          until(
            () => basketQuantity(page),
            (quantity) => quantity !== undefined,
            () => 'the basket link never showed a quantity again',
            timeout,
          );
        let quantity = await after();
        if ((quantity ?? 0) <= (before ?? 0)) {
          await page.waitForTimeout(2000);
          quantity = await after();
        }
        if ((quantity ?? 0) <= (before ?? 0))
          throw new Error(
            `the basket link says ${quantity} after "${t('Product.AddToBasket')}" (${before} before): the line was not added`,
          );
      },
      basket: async () => {
        await follow(basketLink, 'the basket link');
        await main.getByRole('heading', { level: 1, name: t('Basket.Heading') }).waitFor();
        await main
          .getByRole('listitem')
          .filter({ hasText: productName })
          .first()
          .waitFor()
          .catch(() => {
            throw new Error(`the basket has no line of "${productName}"`);
          });
      },
      'checkout to the payment page': async () => {
        await follow(
          main.getByRole('link', { name: t('Basket.GoToCheckout') }).first(),
          'the link to the checkout',
        );
        await main.getByRole('heading', { level: 1, name: t('Checkout.Heading') }).waitFor();
        const billing = main.getByRole('group', { name: t('Checkout.Invoice.Legend') });
        const email = `conformance-storefront-${Date.now()}@example.com`;
        const field = (name: string) => billing.getByRole('textbox', { name, exact: true });
        await field(t('Form.Email')).fill(email);
        if (await field(t('Form.EmailConfirmation')).count())
          await field(t('Form.EmailConfirmation')).fill(email);
        if (await field(t('Form.Phone')).count()) await field(t('Form.Phone')).fill('+44 20 7946 0000');
        await field(t('Form.FirstName')).fill('Con');
        await field(t('Form.LastName')).fill('Formance');
        await field(t('Form.Street')).fill('Test Street 1');
        await field(t('Form.City')).fill('Testtown');
        const country = billing.getByRole('combobox', { name: t('Form.Country') });
        const code = (await country.count()) ? await country.inputValue() : '';
        await field(t('Form.ZipCode')).fill(SAMPLE_POSTCODES[code.toUpperCase()] ?? '1000');
        await chooseFirst(main.getByRole('group', { name: t('Checkout.Shipping.MethodLegend') }));
        // A method with pick-up points: search at the postcode, take the first.
        const search = main.getByRole('button', { name: t('Checkout.DropPoint.Search') });
        const needsPoint = await search.waitFor({ timeout: 1500 }).then(
          () => true,
          () => false,
        );
        if (needsPoint) {
          await main
            .getByRole('textbox', { name: t('Checkout.DropPoint.ZipCode') })
            .last()
            .fill(SAMPLE_POSTCODES[code.toUpperCase()] ?? '1000');
          await search.click();
          const points = main.getByRole('group', { name: t('Checkout.DropPoint.Legend') });
          await points.getByRole('radio').first().waitFor();
          await chooseFirst(points);
        }
        await chooseFirst(main.getByRole('group', { name: t('Checkout.Payment.Legend') }));
        for (const box of await main.locator('form input[type="checkbox"][required]').all())
          if (!(await box.isChecked())) await box.check();
        await main.getByRole('button', { name: t('Checkout.Submit') }).click();
        await page
          .waitForURL((url) => url.pathname !== '/checkout/')
          .catch(async () => {
            const alert = (await main.getByRole('alert').allTextContents()).join(' ').trim();
            throw new Error(
              `"${t('Checkout.Submit')}" did not lead to a payment page${alert ? `: the checkout says "${alert}"` : ''}`,
            );
          });
        await page.waitForLoadState('domcontentloaded');
        await Promise.allSettled(pending);
        const landed = [...seen]
          .reverse()
          .find((call) => call.seenBy === 'browser' && call.call === undefined);
        if (landed && landed.status >= 400)
          throw new Error(`the payment page ${landed.url} answered ${landed.status}`);
      },
      login: async () => {
        if (!options.account) {
          throw Object.assign(new Error('not run: needs a test account (--account email:password)'), {
            skip: true,
          });
        }
        await load(new URL('/login/', origin).href);
        const form = page.getByRole('form', { name: t('User.Login.Heading') });
        await form
          .getByRole('textbox', { name: t('User.Login.Email'), exact: true })
          .fill(options.account.email);
        await form
          .getByLabel(new RegExp(`^${escapeRegExp(t('User.Login.Password'))}\\b`))
          .fill(options.account.password);
        await form.getByRole('button', { name: t('User.Login.Submit') }).click();
        await page
          .waitForURL((url) => url.pathname.startsWith('/user/'))
          .catch(async () => {
            const alert = (await form.getByRole('alert').allTextContents()).join(' ').trim();
            throw new Error(
              `logging in did not reach the account pages${alert ? `: the form says "${alert}"` : ''}`,
            );
          });
        await page
          .getByRole('banner')
          .getByRole('link', { name: t('Header.Account') })
          .waitFor();
      },
    };

    for (const step of STOREFRONT_STEPS) {
      const started = Date.now();
      try {
        await run[step]();
        steps.push({ step, status: 'pass', page: page.url(), ms: Date.now() - started });
      } catch (error) {
        if ((error as { skip?: boolean }).skip) {
          steps.push({ step, status: 'skip', detail: firstLine(error) });
          continue;
        }
        // Let the answers under way arrive, then name the call behind the failure.
        await page.waitForTimeout(300).catch(() => undefined);
        await Promise.allSettled(pending);
        mkdirSync(screenshotDir, { recursive: true });
        const screenshot = join(screenshotDir, `${step.replaceAll(' ', '-')}.png`);
        const shot = await page.screenshot({ path: screenshot, fullPage: true }).then(
          () => screenshot,
          () => undefined,
        );
        const call = callBehind(seen, step, started);
        steps.push({
          step,
          status: 'fail',
          detail: firstLine(error),
          page: page.url(),
          ms: Date.now() - started,
          ...(shot ? { screenshot: shot } : {}),
          ...(call ? { call } : {}),
        });
        notRun(`the step "${step}" failed`);
        break;
      }
    }
  } catch (error) {
    steps.push({ step: STOREFRONT_STEPS[steps.length] ?? 'home', status: 'fail', detail: firstLine(error) });
    notRun('the storefront could not be driven');
  } finally {
    await browser?.close().catch(() => undefined);
    for (const close of closers.reverse()) await close().catch(() => undefined);
  }
  return report();
}

/**
 * The call behind a failed step, among those seen since it started: a failed answer (4xx, 5xx)
 * of the step's own calls, else any failed backend call, else the step's latest own call, else
 * the latest page load; the forwarder's (the backend's URL) before the browser's.
 */
export function callBehind(
  seen: readonly SeenCall[],
  step: StorefrontStepName,
  since: number,
): SeenCall | undefined {
  const during = seen.filter((call) => call.at >= since);
  const own = during.filter(
    (call) => call.call !== undefined && stepCalls[step].test(new URL(call.url).pathname),
  );
  const api = during.filter((call) => new URL(call.url).pathname.startsWith('/api/'));
  const server = (calls: SeenCall[]) => [
    ...calls.filter((call) => call.seenBy === 'storefront server'),
    ...calls.filter((call) => call.seenBy === 'browser'),
  ];
  const latest = (calls: SeenCall[]) => server([...calls].reverse())[0];
  return (
    server(own).find((call) => call.status >= 400) ??
    server(api).find((call) => call.status >= 400) ??
    latest(own.filter((call) => call.method !== 'GET')) ??
    latest(own) ??
    latest(during.filter((call) => call.call === undefined && call.seenBy === 'browser'))
  );
}
