/**
 * The page shows before its code loads: the HTML, the stylesheet and the first screen's images
 * have the connection to themselves, and the page's JavaScript (the entry, the page's own chunks,
 * the translations file) is asked for only once the browser has painted the largest part of the
 * first screen (src/ssr/boot-after-paint.ts). The page still hydrates, with its own chunks loaded
 * beside the entry rather than after it.
 */
import { describe, expect, test } from 'vitest';
import { chromiumForTests } from './harness/chromium-for-tests.ts';
import { runJourney, seriousPageErrors } from './harness/journey.ts';
import { siteUrl } from './harness/sites.ts';

const browser = chromiumForTests();

/** What the browser says about the page once it is hydrated: its largest paint and its requests. */
interface LoadTimeline {
  largestPaint: { at: number; image: boolean } | undefined;
  code: Array<{ name: string; startedAt: number; loadedAt: number }>;
}

const pages = [
  { name: 'home', path: '/', pageChunk: /\/assets\/ContentPage-/ },
  { name: 'category', path: '/men/shirts/', pageChunk: /\/assets\/listing-/ },
  {
    name: 'product',
    path: '/men/shirts/away-kit/classic-away-shirt-26-27-1001-navy/',
    pageChunk: /\/assets\/ProductPage-/,
  },
];

describe('the first screen comes first', () => {
  test.each(pages)(
    '$name: the code is asked for after the largest paint, and the page hydrates',
    async ({ name, path, pageChunk }) => {
      await runJourney(browser, `first-screen-${name}`, async (journey) => {
        const { page } = journey;
        // A phone's screen: the largest paint is the page's priority image.
        await page.setViewportSize({ width: 412, height: 823 });
        await page.goto(siteUrl('northbridge', 'gb', path));
        const timeline = await page.evaluate(
          () =>
            new Promise<LoadTimeline>((resolve) => {
              new PerformanceObserver((list) => {
                const paints = list.getEntries() as LargestContentfulPaint[];
                const last = paints.at(-1);
                const code = (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
                  .filter((entry) => /\/assets\/.*\.js$|\/_dictionary\/|\/_settings\.json/.test(entry.name))
                  .map((entry) => ({
                    name: new URL(entry.name).pathname,
                    startedAt: entry.startTime,
                    loadedAt: entry.responseEnd,
                  }));
                resolve({
                  largestPaint: last && { at: last.startTime, image: last.element?.tagName === 'IMG' },
                  code,
                });
              }).observe({ type: 'largest-contentful-paint', buffered: true });
            }),
        );
        expect(timeline.largestPaint?.image).toBe(true);
        const paintedAt = timeline.largestPaint?.at ?? Number.POSITIVE_INFINITY;
        expect(timeline.code.filter((file) => file.startedAt < paintedAt)).toEqual([]);
        const names = timeline.code.map((file) => file.name);
        expect(names.some((file) => /\/assets\/entry-client-/.test(file))).toBe(true);
        expect(names.some((file) => pageChunk.test(file))).toBe(true);
        expect(names.some((file) => file.startsWith('/_dictionary/'))).toBe(true);
        expect(names).toContain('/_settings.json');
        // The page's chunk is asked for beside the entry, not once the entry has arrived and run.
        const entry = timeline.code.find((file) => /\/assets\/entry-client-/.test(file.name));
        const own = timeline.code.find((file) => pageChunk.test(file.name));
        expect(own?.startedAt).toBeLessThan(entry?.loadedAt ?? 0);
        expect(seriousPageErrors(journey)).toEqual([]);
      });
    },
  );
});
