import { describe, expect, test } from 'vitest';
import { sameSiteRedirect } from './same-site-redirect.ts';

describe('sameSiteRedirect (issue 43: a content redirect never leaves the site)', () => {
  test.each([
    ['/new-kit/', '/new-kit/'],
    ['/', '/'],
    ['/men/?page=2#top', '/men/?page=2#top'],
    ['https://shop.club.example/new/', '/new/'],
    ['https://SHOP.club.example:8443/new/?a=1', '/new/?a=1'],
    ['http://shop.club.example/', '/'],
  ])('%s stays on the site: %s', (redirect, path) => {
    expect(sameSiteRedirect(redirect, 'shop.club.example')).toBe(path);
  });

  test.each([
    'https://evil.example/',
    'https://shop.club.example.evil.example/',
    'https://user@shop.club.example/',
    '//evil.example/',
    '/\\evil.example/',
    'javascript:alert(1)',
    'ftp://shop.club.example/',
    'new-kit/',
  ])('%s leaves the site', (redirect) => {
    expect(sameSiteRedirect(redirect, 'shop.club.example')).toBeUndefined();
  });

  test('the site host may carry a port (the page URL host)', () => {
    expect(sameSiteRedirect('https://shop.club.example/x/', 'shop.club.example:5173')).toBe('/x/');
  });
});
