import { jsonForScript } from '../app/json-for-script.ts';

/**
 * What the page's inline loader fetches once the page has painted: everything the page needs to
 * become interactive, none of which it needs to be seen (docs/decisions/0005-server-rendered-storefront.md).
 */
export interface BootLoad {
  /** The entry module(s), run in this order (in development Vite's client first). */
  modules: readonly string[];
  /** The page's own chunks, fetched beside the entry so hydration does not wait on a second trip. */
  modulePreloads: readonly string[];
  /** Other files the entry reads before it hydrates (the translations file), fetched beside it. */
  fetchPreloads: readonly string[];
  /** The longest wait for the first screen before the code loads anyway (ms; see {@link bootAfterPaint}). */
  imageWaitMs: number;
  /** How long after its images loaded the first screen counts as painted where no report says so (ms). */
  paintWaitMs: number;
}

/**
 * Starts loading the page's code once its first screen is on it. Until then the phone's bandwidth
 * and main thread go to the HTML, the stylesheet and the first screen's images, so the page shows
 * as fast as a static copy of itself; the server-rendered page reads and navigates (plain links)
 * meanwhile, and the islands replay what the shopper did once hydrated (shell/island-replay.ts).
 *
 * "On it" is when the browser reports the largest paint of one of the images marked as the
 * largest of the first screen (`fetchpriority="high"`), or of anything when there is none; the
 * report comes once the frame is on the screen, later than `requestAnimationFrame` would tell.
 * Where the browser has no such report, or the largest paint is some text, it is `paintWaitMs`
 * after the frame following those images' loading; and at the latest `imageWaitMs` after the
 * loader ran (a hidden tab paints nothing).
 *
 * Runs in the browser as the text of an inline script (see {@link bootAfterPaintScript}), so it
 * uses nothing from outside its own body.
 */
export function bootAfterPaint(load: BootLoad, win: Window & typeof globalThis = window): void {
  const doc = win.document;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const addLink = (rel: string, href: string, as?: string) => {
      const link = doc.createElement('link');
      link.rel = rel;
      link.href = href;
      if (as) {
        link.as = as;
        // The entry fetch()es it from the same origin in CORS mode: the preload must match.
        link.crossOrigin = 'anonymous';
      }
      doc.head.appendChild(link);
    };
    for (const href of load.modulePreloads) addLink('modulepreload', href);
    for (const href of load.fetchPreloads) addLink('preload', href, 'fetch');
    for (const src of load.modules) {
      const script = doc.createElement('script');
      script.type = 'module';
      script.src = src;
      // Inserted scripts run in any order unless told otherwise; the entry needs Vite's client first.
      script.async = false;
      doc.head.appendChild(script);
    }
  };
  const images = Array.from(doc.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
  const Observer = win.PerformanceObserver;
  const reportsPaints = Boolean(Observer?.supportedEntryTypes?.includes('largest-contentful-paint'));
  if (reportsPaints) {
    new Observer((list, observer) => {
      const shown = list
        .getEntries()
        .some(
          (entry) =>
            images.length === 0 ||
            images.some((image) => image === (entry as LargestContentfulPaint).element),
        );
      if (!shown) return;
      observer.disconnect();
      win.setTimeout(start, 0);
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }
  const afterNextFrame = () =>
    win.requestAnimationFrame(() => win.setTimeout(start, reportsPaints ? load.paintWaitMs : 0));
  win.setTimeout(start, load.imageWaitMs);
  let loading = images.filter((image) => !image.complete).length;
  if (loading === 0) {
    afterNextFrame();
    return;
  }
  const settled = () => {
    loading -= 1;
    if (loading === 0) afterNextFrame();
  };
  for (const image of images) {
    if (image.complete) continue;
    image.addEventListener('load', settled, { once: true });
    image.addEventListener('error', settled, { once: true });
  }
}

/** The loader's waits as the server sets them (see {@link BootLoad}). */
export const BOOT_WAITS = { imageWaitMs: 3_000, paintWaitMs: 300 } as const;

/**
 * The inline script that runs {@link bootAfterPaint} for one page (it carries the response's CSP
 * nonce; the files it adds come from the shop's own origin, which the policy allows).
 */
export function bootAfterPaintScript(load: Omit<BootLoad, keyof typeof BOOT_WAITS>): string {
  return `(${bootAfterPaint.toString()})(${jsonForScript({ ...load, ...BOOT_WAITS })});`;
}
