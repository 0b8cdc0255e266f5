import { beforeEach, expect, test } from 'vitest';
import { applyHead, applyHreflang, resetHead, robotsContent } from './page-head.ts';

beforeEach(() => {
  document.head.innerHTML = '<meta charset="utf-8"><meta name="viewport" content="width=device-width">';
  document.title = 'ClubShop';
});

test('robots follow the page meta, index/follow by default', () => {
  expect(robotsContent(undefined, undefined)).toBe('index, follow');
  expect(robotsContent(false, true)).toBe('noindex, follow');
  expect(robotsContent(true, false)).toBe('index, nofollow');
});

test('a page sets title, description, canonical (absolute) and robots', () => {
  applyHead(
    document,
    {
      title: 'Shirts | Northbridge FC',
      description: 'All shirts',
      canonical: '/men/shirts/',
      robotsIndex: false,
    },
    'http://northbridge-gb.localhost:5173',
  );
  expect(document.title).toBe('Shirts | Northbridge FC');
  expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('All shirts');
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://northbridge-gb.localhost:5173/men/shirts/',
  );
  expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, follow');
});

test('a path change resets the title and removes what the last page said, never index.html’s tags', () => {
  applyHead(document, { title: 'Old', description: 'Old page', canonical: '/old/' }, 'http://localhost');
  applyHreflang(document, [{ hreflang: 'de', href: 'http://northbridge-de.localhost/' }]);
  resetHead(document, 'Northbridge FC');
  expect(document.title).toBe('Northbridge FC');
  expect(document.head.querySelector('meta[name="description"]')).toBeNull();
  expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
  expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  // hreflang belongs to the site, not the page.
  expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(1);
});

test('applying a second page replaces the first page’s tags instead of adding more', () => {
  applyHead(document, { title: 'A', description: 'a', canonical: '/a/' }, 'http://localhost');
  applyHead(document, { title: 'B', description: 'b', canonical: '/b/' }, 'http://localhost');
  expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
  expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
    'http://localhost/b/',
  );
});

test('hreflang links name the other countries', () => {
  applyHreflang(document, [
    { hreflang: 'de', href: 'http://northbridge-de.localhost:5173/' },
    { hreflang: 'da', href: 'http://northbridge-dk.localhost:5173/' },
  ]);
  applyHreflang(document, [{ hreflang: 'de', href: 'http://northbridge-de.localhost:5173/' }]);
  const links = [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) =>
    link.getAttribute('hreflang'),
  );
  expect(links).toEqual(['de']);
});
