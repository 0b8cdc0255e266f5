import { describe, expect, test } from 'vitest';
import { CONSENT_WAIT_FOR_UPDATE_MS, readConsent, writeConsent } from './consent.ts';
import { createTracker } from './tracker.ts';

function environment() {
  const dataLayer: unknown[] = [];
  const scripts: string[] = [];
  return {
    dataLayer,
    scripts,
    env: { dataLayer, loadScript: (src: string) => void scripts.push(src), now: () => 42 },
  };
}

const enabledSettings = { enabled: true, containerId: 'GTM-NORTH' };
const page = { path: '/shirts/', title: 'Shirts', location: 'http://northbridge-gb.localhost/shirts/' };
const granted = { decided: true, statistics: true, marketing: false };

describe('a club without the tag manager', () => {
  test('tracks nothing, whatever the consent', () => {
    const { dataLayer, scripts, env } = environment();
    const tracker = createTracker({ enabled: false, containerId: 'GTM-X' }, env);
    tracker.setConsent(granted);
    tracker.pageView(page);
    tracker.ecommerce('add_to_cart', {
      currency: 'GBP',
      items: [{ id: 'a', name: 'Shirt', price: 10, quantity: 1 }],
    });
    expect(tracker.enabled).toBe(false);
    expect(dataLayer).toEqual([]);
    expect(scripts).toEqual([]);
  });

  test('is also off when enabled without a container id', () => {
    const { dataLayer, env } = environment();
    expect(createTracker({ enabled: true }, env).enabled).toBe(false);
    expect(dataLayer).toEqual([]);
  });
});

describe('a club with the tag manager', () => {
  test('starts with consent denied, waiting 10000 ms for an update, and loads no script', () => {
    const { dataLayer, scripts, env } = environment();
    createTracker(enabledSettings, env);
    expect(CONSENT_WAIT_FOR_UPDATE_MS).toBe(10_000);
    expect(dataLayer).toEqual([
      [
        'consent',
        'default',
        expect.objectContaining({
          analytics_storage: 'denied',
          ad_storage: 'denied',
          wait_for_update: 10_000,
        }),
      ],
    ]);
    expect(scripts).toEqual([]);
  });

  test('drops page views and e-commerce events before consent', () => {
    const { dataLayer, scripts, env } = environment();
    const tracker = createTracker(enabledSettings, env);
    tracker.pageView(page);
    tracker.ecommerce('view_item', {
      currency: 'GBP',
      items: [{ id: 'a', name: 'Shirt', price: 10, quantity: 1 }],
    });
    expect(dataLayer).toHaveLength(1);
    expect(scripts).toEqual([]);
  });

  test('refusing statistics keeps everything off', () => {
    const { dataLayer, scripts, env } = environment();
    const tracker = createTracker(enabledSettings, env);
    tracker.setConsent({ decided: true, statistics: false, marketing: false });
    tracker.pageView(page);
    expect(dataLayer.at(-1)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'denied' }),
    ]);
    expect(scripts).toEqual([]);
  });

  test('after consent: loads the tag manager once and tracks page views', () => {
    const { dataLayer, scripts, env } = environment();
    const tracker = createTracker(enabledSettings, env);
    tracker.setConsent(granted);
    tracker.setConsent(granted);
    tracker.pageView(page);
    expect(scripts).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-NORTH']);
    expect(dataLayer).toContainEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    expect(dataLayer.at(-1)).toEqual({
      event: 'page_view',
      page_path: '/shirts/',
      page_title: 'Shirts',
      page_location: page.location,
    });
  });

  test('a page view sends the address without its query, but for the allow-listed parameters', () => {
    const { dataLayer, env } = environment();
    const tracker = createTracker(enabledSettings, env, granted);
    tracker.pageView({
      ...page,
      path: '/login/',
      location:
        'http://northbridge-gb.localhost/login/?email=shopper%40example.com&password=Secret-Pass-123#top',
    });
    expect(dataLayer.at(-1)).toMatchObject({ page_location: 'http://northbridge-gb.localhost/login/' });
    tracker.pageView({
      ...page,
      location:
        'http://northbridge-gb.localhost/men/?f.size=m&token=abc&sort=price&dir=asc&r.price=1~9&b.sale=1&page=2&utm_source=mail',
    });
    expect(dataLayer.at(-1)).toMatchObject({
      page_location:
        'http://northbridge-gb.localhost/men/?f.size=m&sort=price&dir=asc&r.price=1%7E9&b.sale=1&page=2',
    });
    tracker.pageView({
      ...page,
      location: 'http://northbridge-gb.localhost/search-page/?q=scarf&phone=0123',
    });
    expect(dataLayer.at(-1)).toMatchObject({
      page_location: 'http://northbridge-gb.localhost/search-page/?q=scarf',
    });
  });

  test('a stored answer applies at start', () => {
    const { dataLayer, scripts, env } = environment();
    createTracker(enabledSettings, env, granted);
    expect(dataLayer[1]).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted' }),
    ]);
    expect(scripts).toHaveLength(1);
  });

  test('e-commerce events carry prices rounded to 2 decimals and clear the previous ecommerce object', () => {
    const { dataLayer, env } = environment();
    const tracker = createTracker(enabledSettings, env, granted);
    tracker.ecommerce('purchase', {
      currency: 'DKK',
      transactionId: 'order-1',
      shipping: 39.004,
      items: [
        {
          id: 'shirt-l',
          name: 'Home shirt',
          price: 449.995,
          quantity: 2,
          variant: 'Navy / L',
          category: 'Shirts',
        },
        { id: 'scarf', name: 'Scarf', price: 99.333, quantity: 1 },
      ],
    });
    expect(dataLayer.at(-2)).toEqual({ ecommerce: null });
    expect(dataLayer.at(-1)).toEqual({
      event: 'purchase',
      ecommerce: {
        currency: 'DKK',
        value: 999.32,
        transaction_id: 'order-1',
        shipping: 39,
        items: [
          {
            item_id: 'shirt-l',
            item_name: 'Home shirt',
            price: 450,
            quantity: 2,
            item_variant: 'Navy / L',
            item_category: 'Shirts',
          },
          { item_id: 'scarf', item_name: 'Scarf', price: 99.33, quantity: 1 },
        ],
      },
    });
  });
});

describe('stored consent', () => {
  function memory() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  test('defaults to denied and undecided', () => {
    expect(readConsent(memory())).toEqual({ decided: false, statistics: false, marketing: false });
  });

  test('round-trips an answer', () => {
    const storage = memory();
    writeConsent(storage, { decided: true, statistics: true, marketing: false });
    expect(readConsent(storage)).toEqual({ decided: true, statistics: true, marketing: false });
  });

  test('treats malformed storage as denied', () => {
    const storage = memory();
    storage.setItem('clubshop:consent', '{not json');
    expect(readConsent(storage)).toEqual({ decided: false, statistics: false, marketing: false });
    storage.setItem('clubshop:consent', JSON.stringify({ statistics: true }));
    expect(readConsent(storage).statistics).toBe(false);
  });
});
