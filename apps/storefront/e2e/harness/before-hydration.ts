import type { BrowserContext, Page, Request, Route } from 'playwright-core';

/**
 * A mid-range phone on a slow line, as the requirements' "works from the first paint" journeys use
 * it: 390x844 at 3x, touch, Chromium's 4x CPU slowdown and Lighthouse's slow 4G (150 ms RTT,
 * 1.6 Mbit/s down, 750 kbit/s up). Pass it to `openJourney`/`runJourney` as `phone: true`.
 */
export const PHONE_PROFILE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
  cpuSlowdown: 4,
  network: { latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
} as const;

/** Applies the phone profile's CPU and network throttling to a page (through the DevTools protocol). */
export async function throttleLikeAPhone(context: BrowserContext, page: Page): Promise<void> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_PROFILE.cpuSlowdown });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...PHONE_PROFILE.network });
}

/** Scripts and the site's files (translations, settings): what the page needs to hydrate. */
const isPageCode = (request: Request) =>
  request.resourceType() === 'script' ||
  /\/assets\/.+\.m?js(\?|$)/.test(request.url()) ||
  /\/_dictionary\/|\/_settings\.json/.test(request.url());

/**
 * Holds back the page's code (every script, the translations and the settings) until `release()`: whatever the
 * test does meanwhile happens before hydration, on every page it opens, deterministically rather
 * than by racing a timer. Open the journey with `waitForHydration: false` so `goto` returns on the
 * server's HTML.
 *
 * @example
 * const code = await holdPageCode(context);
 * await page.goto(url);                 // the server's HTML, nothing hydrated
 * await page.getByRole('button', { name: 'Add to basket' }).click();
 * await code.release();                 // the code arrives; the islands replay what was done
 */
export async function holdPageCode(
  context: BrowserContext,
  /** Which requests to hold: by default all of the page's code; e.g. one island's chunk only. */
  which: (request: Request) => boolean = isPageCode,
): Promise<{ release: () => Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  const handler = async (route: Route) => {
    if (released || !which(route.request())) return route.fallback();
    held.push(route);
  };
  await context.route('**/*', handler);
  return {
    async release() {
      released = true;
      await context.unroute('**/*', handler);
      await Promise.all(held.splice(0).map((route) => route.fallback().catch(() => undefined)));
    },
  };
}

/**
 * Every URL the browser asks for in a context (pages, form submissions, API calls, trackers),
 * recorded from the context's creation; check them with {@link secretsInUrls}.
 */
export function recordRequestUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

/**
 * The recorded URLs that hold any of `secrets` (passwords, e-mails, names, phones, tokens), raw or
 * percent-encoded in any of the ways browsers encode a form: none should, ever.
 */
export function secretsInUrls(urls: readonly string[], secrets: readonly string[]): string[] {
  const forms = (secret: string) => [
    secret,
    encodeURIComponent(secret),
    new URLSearchParams({ s: secret }).toString().slice(2),
  ];
  return urls.filter((url) =>
    secrets.some((secret) => secret !== '' && forms(secret).some((form) => url.includes(form))),
  );
}
