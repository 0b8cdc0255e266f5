import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';

/**
 * What every page runs on goes into ONE chunk, the shell: React, TanStack Query, jotai, the router,
 * the site, session and basket state, the header and footer, the page frame. Left to itself the
 * bundler cuts what the entry shares with lazily loaded pages into dozens of small chunks, each
 * compressed apart and each a request (58 files on a first visit); in one chunk they compress
 * together. Pages, their ui-kit parts and everything loaded on demand stay chunks of their own.
 */
const shellModules = new RegExp(
  [
    String.raw`node_modules[\/](react|react-dom|scheduler|@tanstack|jotai|js-cookie|wouter|regexparam)[\/]`,
    String.raw`packages[\/](i18n|theming|auth|basket)[\/]src[\/]`,
    String.raw`packages[\/]api-sdk[\/]src[\/](query|errors)[\/]`,
    String.raw`packages[\/]ui-kit[\/]src[\/](primitives|header|footer|feedback)[\/]`,
    String.raw`apps[\/]storefront[\/]src[\/](app|site|shell|routing|head|layouts|tracking|errors|content[\/]content-query|route-modules)`,
  ].join('|'),
);

/** The modules of those folders that load on demand, each a chunk of its own. */
const loadedOnDemand =
  /(NavigationEffects|RequestLoadingBar|ConnectivityNotice|link-prefetch|TrackingController|ConsentBanner|MobileMenu|HeaderSearch|FooterNewsletter|sdk-client|UserArea|UserGuard)\.tsx?$/;

/**
 * Fails the build when a module loaded on demand (the target of a dynamic import) was put into the
 * shell: it would then load on every first visit. Add it to the exceptions of `shellModules`' test.
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
 * One Vite build, two outputs: the browser's (`vite build`, into dist/client, with the manifest
 * the server reads to put each page's chunks and stylesheets into its head) and the server's
 * (`vite build --ssr server/main.ts`, into dist/server/server.js). Workspace packages resolve to
 * their source everywhere and are bundled into both.
 */
export default defineConfig(({ isSsrBuild }) => {
  return {
    plugins: [react(), precompressAssets, shellStaysLean],
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
          // Every browser es2022 targets supports modulepreload: no polyfill in the entry.
          modulePreload: { polyfill: false },
          rolldownOptions: {
            input: 'src/entry-client.tsx',
            output: {
              codeSplitting: {
                groups: [{ name: 'shell', test: /src[\\/]entry-client\.tsx$/ }],
              },
            },
          },
        },
  };
});
