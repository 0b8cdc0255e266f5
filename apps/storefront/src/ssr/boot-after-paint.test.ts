// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { BOOT_WAITS, type BootLoad, bootAfterPaint, bootAfterPaintScript } from './boot-after-paint.ts';

const load: BootLoad = {
  modules: ['/assets/entry-client-abc.js'],
  modulePreloads: ['/assets/ProductPage-abc.js', '/assets/catalogue-abc.js'],
  fetchPreloads: ['/_dictionary/en.json?v=abc'],
  ...BOOT_WAITS,
};

/** What the loader added to the head, in order. */
function added(): string[] {
  return [...document.head.children].map((element) =>
    element instanceof HTMLScriptElement
      ? `script ${element.type} ${new URL(element.src).pathname} async=${element.async}`
      : `link ${(element as HTMLLinkElement).rel} ${(element as HTMLLinkElement).getAttribute('href')}${
          (element as HTMLLinkElement).as
            ? ` as=${(element as HTMLLinkElement).as} ${(element as HTMLLinkElement).crossOrigin}`
            : ''
        }`,
  );
}

const everything = [
  'link modulepreload /assets/ProductPage-abc.js',
  'link modulepreload /assets/catalogue-abc.js',
  'link preload /_dictionary/en.json?v=abc as=fetch anonymous',
  'script module /assets/entry-client-abc.js async=false',
];

/** A priority image of the first screen, still loading. */
function priorityImage(): HTMLImageElement {
  const image = document.createElement('img');
  image.setAttribute('fetchpriority', 'high');
  Object.defineProperty(image, 'complete', { value: false, configurable: true });
  document.body.append(image);
  return image;
}

/** A browser that reports largest paints: `paint(element)` reports one. */
function withPaintReports() {
  const observers: Array<(entries: Array<{ element: Element }>) => void> = [];
  class FakeObserver {
    static supportedEntryTypes = ['largest-contentful-paint'];
    disconnected = false;
    constructor(private readonly callback: (list: unknown, observer: FakeObserver) => void) {}
    observe() {
      observers.push((entries) => {
        if (!this.disconnected) this.callback({ getEntries: () => entries }, this);
      });
    }
    disconnect() {
      this.disconnected = true;
    }
  }
  const win = Object.assign(Object.create(window), {
    document,
    PerformanceObserver: FakeObserver,
    requestAnimationFrame: (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  }) as Window & typeof globalThis;
  const paint = (element: Element) => {
    for (const report of observers) report([{ element }]);
  };
  return { win, paint };
}

/** A browser without paint reports. */
function withoutPaintReports() {
  return Object.assign(Object.create(window), {
    document,
    PerformanceObserver: undefined,
    requestAnimationFrame: (callback: FrameRequestCallback) => setTimeout(() => callback(0), 16),
    setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  }) as Window & typeof globalThis;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe("the page's code loads once its first screen is painted", () => {
  test('not while the priority image loads; once the browser reports it painted, everything in one go', () => {
    const image = priorityImage();
    const { win, paint } = withPaintReports();
    bootAfterPaint(load, win);
    vi.advanceTimersByTime(1_000);
    // A text painted first is not the first screen yet.
    paint(document.body);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual([]);
    image.dispatchEvent(new Event('load'));
    paint(image);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(everything);
    // Once only, whatever comes after.
    vi.advanceTimersByTime(10_000);
    expect(added()).toEqual(everything);
  });

  test('when the largest paint is text, the code loads a while after the images and a frame', () => {
    const image = priorityImage();
    const { win } = withPaintReports();
    bootAfterPaint(load, win);
    image.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(16 + BOOT_WAITS.paintWaitMs - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(everything);
  });

  test('without paint reports: after the images (a failed one too) and the next frame', () => {
    const [first, second] = [priorityImage(), priorityImage()];
    bootAfterPaint(load, withoutPaintReports());
    first?.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(100);
    expect(added()).toEqual([]);
    second?.dispatchEvent(new Event('error'));
    vi.advanceTimersByTime(17);
    expect(added()).toEqual(everything);
  });

  test('a page without priority images loads its code after its first paint', () => {
    const { win, paint } = withPaintReports();
    bootAfterPaint(load, win);
    expect(added()).toEqual([]);
    paint(document.body);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(everything);
  });

  test('an image that never loads (or a hidden tab that never paints) holds the code back at most imageWaitMs', () => {
    priorityImage();
    bootAfterPaint(load, withoutPaintReports());
    vi.advanceTimersByTime(BOOT_WAITS.imageWaitMs - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added()).toEqual(everything);
  });

  test('the inline script runs on its own: nothing from outside its text, the load escaped for a script element', () => {
    const script = bootAfterPaintScript({
      modules: ['/@vite/client', '/src/entry-client.tsx'],
      modulePreloads: [],
      fetchPreloads: ['/_dictionary/en.json?v=</script>'],
    });
    expect(script).not.toContain('</script>');
    // The script's only free name is `window`.
    new Function('window', script)(withoutPaintReports());
    vi.advanceTimersByTime(17);
    expect(added()).toEqual([
      'link preload /_dictionary/en.json?v=</script> as=fetch anonymous',
      'script module /@vite/client async=false',
      'script module /src/entry-client.tsx async=false',
    ]);
  });
});
