import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { seriousAxeViolations } from './axe.ts';
import { PHONE_PROFILE, throttleLikeAPhone } from './before-hydration.ts';

/** Screenshots of failed journeys land here (CI keeps the folder as artifacts). */
export const artifactsDir = join(import.meta.dirname, '..', '..', '..', '..', 'artifacts', 'journeys');

/** A fresh browser profile with one page, recording what a shopper would never see. */
export interface Journey {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors, CSP violations among them. */
  pageErrors: string[];
  /** Fails when axe finds a serious or critical violation on the current page. */
  expectAccessible: (label: string) => Promise<void>;
  /** Saves a full-page screenshot under artifacts/journeys/. */
  screenshot: (name: string) => Promise<string>;
  close: () => Promise<void>;
}

/** How a journey's browser context is made. */
export interface JourneyOptions {
  viewport?: { width: number; height: number };
  /**
   * Ignore the page's Content-Security-Policy. Only for checks that must prove a defence other
   * than the CSP (the sanitiser), so the CSP cannot be what saves the page.
   */
  bypassCSP?: boolean;
  /** Run with JavaScript switched off (a shopper without it, a crawler): nothing hydrates. */
  javaScriptEnabled?: boolean;
  /** A mid-range phone on slow 4G with a 4x slower CPU (`PHONE_PROFILE`), throttled from the first page. */
  phone?: boolean;
  /**
   * Whether `goto` and `reload` wait for the page to hydrate (default: yes, with JavaScript on).
   * Off for steps that act before hydration (see `holdPageCode`).
   */
  waitForHydration?: boolean;
}

/** Opens a journey in a new, empty browser context (no cookies, no storage). */
export async function openJourney(browser: Browser, options: JourneyOptions = {}): Promise<Journey> {
  const phone = options.phone ?? false;
  const context = await browser.newContext({
    viewport: options.viewport ?? (phone ? PHONE_PROFILE.viewport : { width: 1280, height: 900 }),
    ...(phone ? { deviceScaleFactor: PHONE_PROFILE.deviceScaleFactor, isMobile: true, hasTouch: true } : {}),
    bypassCSP: options.bypassCSP ?? false,
    javaScriptEnabled: options.javaScriptEnabled ?? true,
  });
  // One step may wait this long (the loaded 2-core CI machine needs it), so a stuck step fails
  // with its own locator in the message well before the test's timeout.
  context.setDefaultTimeout(20_000);
  // Every page of the journey (a second tab too) waits for hydration after goto and reload.
  if (options.javaScriptEnabled !== false && options.waitForHydration !== false) {
    context.on('page', followHydration);
  }
  if (phone) context.on('page', (page) => void throttleLikeAPhone(context, page));
  const page = await context.newPage();
  if (phone) await throttleLikeAPhone(context, page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message} @ ${page.url()}`));
  page.on('console', (message) => {
    if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
  });
  return {
    context,
    page,
    pageErrors,
    async expectAccessible(label) {
      const violations = await seriousAxeViolations(page);
      if (violations.length > 0) {
        throw new Error(`axe found serious violations on ${label}:\n${JSON.stringify(violations, null, 2)}`);
      }
    },
    async screenshot(name) {
      mkdirSync(artifactsDir, { recursive: true });
      const file = join(artifactsDir, `${name.replace(/[^\w.-]+/g, '_')}.png`);
      await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
      return file;
    },
    close: () => context.close(),
  };
}

/**
 * Waits until the page's document is hydrated (the server's HTML is on screen before its
 * JavaScript makes it interactive; a click before that does nothing, as for a shopper).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/** Makes `goto` and `reload` of a page resolve once a shop page they load is hydrated. */
function followHydration(page: Page): void {
  const settled = async (response: Awaited<ReturnType<Page['goto']>>) => {
    if (response?.headers()['content-type']?.startsWith('text/html')) await waitForHydration(page);
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => settled(await goto(url, options));
  page.reload = async (options) => settled(await reload(options));
}

/**
 * Console errors a step may cause on purpose: the browser's note on an answer with an error status
 * (a 404 page, a refused call), and the failures the requirements say are logged
 * (docs/product/requirements.md#errors): a refused login, a newsletter signup the service turned
 * down.
 */
const expectedConsoleErrors = [
  /^console: Failed to load resource: the server responded with a status of/,
  /^console: ClubShop login failed/,
  /^console: Newsletter signup failed/,
];

/**
 * What a shopper's browser should never report: uncaught exceptions, CSP violations, and any other
 * console error (a hydration mismatch among them) but those a step caused on purpose.
 */
export function seriousPageErrors(journey: Journey): string[] {
  return journey.pageErrors.filter(
    (error) => !expectedConsoleErrors.some((expected) => expected.test(error)),
  );
}

/**
 * Runs one journey in a fresh browser profile: on failure a screenshot named after the journey
 * goes to artifacts/journeys/ and the error is rethrown; the context is always closed.
 */
export async function runJourney(
  browser: Browser,
  name: string,
  steps: (journey: Journey) => Promise<void>,
  options: JourneyOptions = {},
): Promise<void> {
  const journey = await openJourney(browser, options);
  try {
    await steps(journey);
  } catch (error) {
    await journey.screenshot(name);
    throw error;
  } finally {
    await journey.close();
  }
}
