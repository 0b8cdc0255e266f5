import { describe, expect, test } from 'vitest';
import { type ClientManifest, clientAssetsFromManifest } from '../server/client-assets.ts';

// The shape of the production build's manifest: the entry, a page with a chunk of its own, and a
// page a chunk group took in (the category page lives in the `listing` chunk).
const manifest: ClientManifest = {
  'src/entry-client.tsx': {
    file: 'assets/entry-client-e.js',
    isEntry: true,
    imports: [],
    dynamicImports: ['src/pages/product/ProductPage.tsx', '_listing-l.js'],
  },
  'src/pages/product/ProductPage.tsx': {
    file: 'assets/ProductPage-p.js',
    isDynamicEntry: true,
    imports: ['src/entry-client.tsx', '_catalogue-c.js'],
  },
  '_listing-l.js': { file: 'assets/listing-l.js', imports: ['src/entry-client.tsx', '_catalogue-c.js'] },
  '_catalogue-c.js': { file: 'assets/catalogue-c.js', imports: ['src/entry-client.tsx'] },
  'style.css': { file: 'assets/style-s.css' },
};

describe("a page's assets from the build's manifest", () => {
  const assets = clientAssetsFromManifest(manifest, {
    'src/pages/category/CategoryPage.tsx': 'assets/listing-l.js',
  });

  test('the entry and the one stylesheet', () => {
    expect(assets.entryScripts).toEqual(['/assets/entry-client-e.js']);
    expect(assets.entryStyles).toEqual(['/assets/style-s.css']);
  });

  test("a page with a chunk of its own: the chunk and what it imports, not the entry's", () => {
    expect(assets.routes.scripts('src/pages/product/ProductPage.tsx')).toEqual([
      '/assets/ProductPage-p.js',
      '/assets/catalogue-c.js',
    ]);
  });

  test("a page inside a chunk group: its group's chunk and what that imports", () => {
    expect(assets.routes.scripts('src/pages/category/CategoryPage.tsx')).toEqual([
      '/assets/listing-l.js',
      '/assets/catalogue-c.js',
    ]);
  });

  test('a module the build does not know has no assets', () => {
    expect(assets.routes.scripts('src/pages/unknown/UnknownPage.tsx')).toEqual([]);
  });
});
