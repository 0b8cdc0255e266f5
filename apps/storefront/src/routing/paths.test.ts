import { describe, expect, test } from 'vitest';
import { paths, searchUrl, trailingSlashRedirect } from './paths.ts';

describe('routes', () => {
  test('every fixed route carries a trailing slash', () => {
    for (const path of Object.values(paths)) {
      const value = typeof path === 'function' ? path('A-100') : path;
      expect(value.endsWith('/')).toBe(true);
    }
  });

  test('order pages encode the order id', () => {
    expect(paths.order('A-100')).toBe('/user/order-history/A-100/');
    expect(paths.order('a/b')).toBe('/user/order-history/a%2Fb/');
  });

  test('search urls carry the term in q', () => {
    expect(searchUrl('home shirt')).toBe('/search-page/?q=home+shirt');
    expect(searchUrl('Ærø & ß')).toBe('/search-page/?q=%C3%86r%C3%B8+%26+%C3%9F');
  });
});

describe('trailing slashes', () => {
  test.each([
    ['/cart', '/cart/'],
    ['/shirts/home', '/shirts/home/'],
    ['/cart/', null],
    ['/', null],
    ['/robots.txt', null],
    ['/sitemap.xml', null],
  ])('%s -> %s', (path, expected) => {
    expect(trailingSlashRedirect(path)).toBe(expected);
  });
});
