import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import {
  defaultClientConditions,
  defaultServerConditions,
  defineConfig,
  minifySync,
  type Plugin,
} from 'vite';

/**
 * What the browser entry imports statically (what every page runs on: React, TanStack Query,
 * jotai, the router, the shell, the header) goes into ONE chunk, the shell. Left to itself the
 * bundler cuts what the entry shares with lazily loaded pages into dozens of small chunks, each
 * compressed apart and each a request: 58 files on a first visit before, 9 to 12 now.
 */
// The entry, and the scroll offset both the listing and the navigation effects use (no chunk of its own).
const shellEntry = /src[\\/](entry-client\.tsx|app[\\/]scroll-offset\.ts)$/;

/** The parts every catalogue page (home's product lists, category, product, search) renders. */
const catalogueParts =
  /(packages[\\/]ui-kit[\\/]src[\\/]catalogue[\\/](image|stock-availability|price|product-card|product-list)[\\/]|apps[\\/]storefront[\\/]src[\\/](pages[\\/]content[\\/]head-of-route|catalogue[\\/]cards-of))/;

/**
 * Fails the build when a module loaded on demand (the target of a dynamic import) was put into the
 * shell: it would then load on every first visit.
 */
const shellStaysLean: Plugin = {
  name: 'clubshop-shell-stays-lean',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk' || chunk.name !== 'shell') continue;
      const onDemand = chunk.moduleIds.filter(
        (id) => (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0,
      );
      if (onDemand.length > 0) {
        this.error(`modules loaded on demand ended up in the shell chunk: ${onDemand.join(', ')}`);
      }
    }
  },
};

/**
 * Names the chunk of every module loaded on demand that a chunk group took in (a category page
 * lives in the `listing` chunk): Vite's manifest lists only the modules that are a chunk of their
 * own, and the server needs a page's chunk to load it with the page (server/client-assets.ts).
 * Written beside the manifest as `.vite/grouped-modules.json`: `{ "src/pages/...tsx": "assets/listing-[hash].js" }`.
 */
const groupedModules: Plugin = {
  name: 'clubshop-grouped-modules',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  generateBundle(_options, bundle) {
    const chunkOf: Record<string, string> = {};
    for (const chunk of Object.values(bundle)) {
      if (chunk.type !== 'chunk') continue;
      for (const id of chunk.moduleIds) {
        if (id === chunk.facadeModuleId || (this.getModuleInfo(id)?.dynamicImporters.length ?? 0) === 0)
          continue;
        chunkOf[
          relative(import.meta.dirname, id)
            .split(sep)
            .join('/')
        ] = chunk.fileName;
      }
    }
    this.emitFile({
      type: 'asset',
      fileName: '.vite/grouped-modules.json',
      source: JSON.stringify(chunkOf, null, 2),
    });
  },
};

/**
 * Writes a `.br` and a `.gz` beside every text file of the client build, so the server sends the
 * compressed copy (`serveStatic({ precompressed })`) without compressing on each request.
 */
const precompressAssets: Plugin = {
  name: 'clubshop-precompress-assets',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'client',
  writeBundle(options, bundle) {
    const dir = options.dir ?? '';
    for (const fileName of Object.keys(bundle)) {
      if (!/\.(js|css|svg|json|html|txt)$/.test(fileName)) continue;
      const path = join(dir, fileName);
      const content = readFileSync(path);
      if (content.length < 512) continue;
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
      writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
    }
  },
};

/**
 * The modules whose functions every page carries as the text of an inline script (through
 * `Function.prototype.toString`: the page's loader and the consent mark, which run before any of
 * the page's code), minified in the server build: the server bundle is not minified, so each page
 * carried their source with its comments and long names (the loader's function 1.9 KB, 1.3 KB
 * minified: the bundler prints it again with its own indentation). On source (tests, development) they go as written; the CSP hashes are computed from
 * whatever text is sent.
 */
const inlineScriptModules = /src[\\/](ssr[\\/]boot-after-paint|tracking[\\/]consent-mark)\.ts$/;
const minifyInlineScripts: Plugin = {
  name: 'clubshop-minify-inline-scripts',
  apply: 'build',
  applyToEnvironment: (environment) => environment.name === 'ssr',
  transform: {
    order: 'post',
    handler(code, id) {
      if (!inlineScriptModules.test(id)) return undefined;
      // Local names only: the exported names are imported by the rest of the server.
      const { code: minified, map } = minifySync(id, code, {
        compress: true,
        mangle: { toplevel: false },
        module: true,
        sourcemap: true,
      });
      return { code: minified, map: map ?? null };
    },
  },
};

/**
 * One Vite build, two outputs: the browser's (`vite build`, into dist/client, with the manifest
 * the server reads to put each page's chunks and stylesheets into its head) and the server's
 * (`vite build --ssr server/main.ts`, into dist/server/server.js). Workspace packages resolve to
 * their source everywhere and are bundled into both.
 */
export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [react(), precompressAssets, shellStaysLean, groupedModules, minifyInlineScripts],
    resolve: {
      conditions: ['@clubshop/source', ...defaultClientConditions],
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: new URL('./src/shims/use-sync-external-store.ts', import.meta.url).pathname,
        },
      ],
    },
    ssr: {
      resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] },
      // The workspace packages are TypeScript source: bundle them; npm packages stay imports.
      noExternal: [/^@clubshop\//],
    },
    server: {
      // The journeys' and benchmarks' builds land in dist*: not a reason to reload the dev page.
      watch: { ignored: ['**/dist*/**'] },
    },
    build: isSsrBuild
      ? {
          outDir: 'dist/server',
          target: 'node20',
          copyPublicDir: false,
          sourcemap: true,
          rolldownOptions: { output: { entryFileNames: 'server.js' } },
        }
      : {
          outDir: 'dist/client',
          manifest: true,
          cssCodeSplit: false,
          target: 'es2022',
          // Source maps for error reporting, not referenced by the files and never served.
          sourcemap: 'hidden',
          // No preload helper in the bundle: the page's loader fetches its chunks with the entry
          // (src/ssr/boot-after-paint.ts), and a link's prefetch on hover loads a page's chunks
          // before the click. (Vite's helper, with the dependency list of every lazily loaded module, cost
          // 1.2 KB gzip on every first visit.)
          modulePreload: false,
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            output: {
              codeSplitting: {
                groups: [
                  { name: 'shell', test: shellEntry },
                  // What the catalogue templates (home, category, product, search) share: one chunk.
                  { name: 'catalogue', test: catalogueParts, includeDependenciesRecursively: false },
                  // A category's or a search's listing: its code, its state in the URL, its query.
                  {
                    name: 'listing',
                    test: /apps[\\/]storefront[\\/]src[\\/](catalogue[\\/](ProductListing|listing-|use-listing|sort-choices)|pages[\\/](category|search)[\\/])|packages[\\/]ui-kit[\\/]src[\\/]catalogue[\\/](filters|sorting|paging)[\\/]/,
                    includeDependenciesRecursively: false,
                  },
                  // What changes a basket (add, lines, reset) and the API errors a refusal is: one chunk for the
                  // pages that change it (product, basket, checkout) instead of five small ones; the header's
                  // badge needs only the summary, which stays in the entry (packages/basket/src/basket-summary.ts).
                  {
                    name: 'basket-changes',
                    test: /packages[\\/](basket[\\/]src[\\/](basket-session|basket-result|optimistic-quantity|query-keys)|api-sdk[\\/]src[\\/](errors[\\/](api-error|basket-error)|contract[\\/]error-codes))\.ts$/,
                    includeDependenciesRecursively: false,
                  },
                  // What the pages' forms share to show a posted form's answer and an error's text: one chunk.
                  {
                    name: 'form-results',
                    test: /apps[\\/]storefront[\\/]src[\\/]forms[\\/](form-action-result|error-message)\.ts$/,
                    includeDependenciesRecursively: false,
                  },
                  // The consent banner comes with a first visit; the tag-manager controller and its
                  // tracker only once the shopper grants statistics consent.
                  { name: 'consent', test: /src[\\/]tracking[\\/]ConsentBanner\.tsx$/ },
                  // Not their dependencies: the tracker reads the listing's parameter names (its allow-list),
                  // and taking listing-state.ts in would make every category page load this chunk.
                  {
                    name: 'tracking',
                    test: /src[\\/]tracking[\\/](TrackingController\.tsx|tracker\.ts|tracked-location\.ts)$/,
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
  };
});
