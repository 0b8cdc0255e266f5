/** The storefront mode's pure parts: which contract call a URL is, and which call a failed step names. */
import { describe, expect, it } from 'vitest';
import { contractCallOf, type SeenCall } from '../src/storefront/seen-calls.ts';
import { callBehind } from '../src/storefront/storefront-journey.ts';

describe('contractCallOf', () => {
  it.each([
    ['POST', 'http://api.example/api/baskets/abc', 'POST /api/baskets/{token}'],
    ['GET', 'http://api.example/api/products/search?Term=x', 'GET /api/products/search'],
    ['GET', 'http://api.example/api/content?url=/', 'GET /api/content'],
    ['GET', 'http://api.example/men/', undefined],
  ])('%s %s is %s', (method, url, call) => {
    expect(contractCallOf(method, url)).toBe(call);
  });
});

describe('callBehind', () => {
  const call = (method: string, path: string, status: number, at: number, seenBy: SeenCall['seenBy']) => ({
    method,
    url: `http://api.example${path}`,
    status,
    call: path.startsWith('/api/') ? contractCallOf(method, `http://api.example${path}`) : undefined,
    seenBy,
    at,
  });

  it("names a failed answer of the step's own calls first, the backend's before the browser's", () => {
    const seen = [
      call('GET', '/api/baskets/t/summary', 200, 10, 'storefront server'),
      call('POST', '/api/baskets/current', 500, 11, 'browser'),
      call('POST', '/api/baskets/t', 500, 11, 'storefront server'),
      call('GET', '/api/content', 404, 12, 'storefront server'),
    ];
    expect(callBehind(seen, 'add to basket', 5)).toMatchObject({
      url: 'http://api.example/api/baskets/t',
      status: 500,
    });
  });

  it("else the step's latest write, else its latest call; nothing from before the step", () => {
    const seen = [
      call('POST', '/api/baskets/old', 200, 1, 'storefront server'),
      call('POST', '/api/baskets/t', 200, 10, 'storefront server'),
      call('GET', '/api/baskets/t', 200, 11, 'storefront server'),
    ];
    expect(callBehind(seen, 'add to basket', 5)).toMatchObject({
      method: 'POST',
      url: 'http://api.example/api/baskets/t',
    });
    expect(callBehind(seen, 'basket', 11)).toMatchObject({ method: 'GET' });
    expect(callBehind(seen, 'login', 100)).toBeUndefined();
  });

  it('else the latest page load (a storefront run by URL sees no server call)', () => {
    const seen = [call('GET', '/men/', 404, 10, 'browser')];
    expect(callBehind(seen, 'category', 5)).toMatchObject({ url: 'http://api.example/men/', status: 404 });
  });
});
