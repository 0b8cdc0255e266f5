import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv, type Plugin } from 'vite';
import { securityHeaders } from './security-headers.ts';

/**
 * Warns when the entry imports the `ui` chunk statically (see the `ui` group below): a ui-kit
 * module the shell now uses must join the group's exclusion, or the first load grows by the
 * whole chunk (~18 KB gzip) and `pnpm --filter @clubshop/storefront size` fails.
 */
const uiChunkStaysLazy: Plugin = {
  name: 'clubshop-ui-chunk-stays-lazy',
  apply: 'build',
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
    const ui = chunks.find((chunk) => chunk.name === 'ui');
    const entry = chunks.find((chunk) => chunk.isEntry);
    if (!ui || !entry) return;
    const seen = new Set<string>();
    const visit = (fileName: string): boolean => {
      if (fileName === ui.fileName) return true;
      if (seen.has(fileName)) return false;
      seen.add(fileName);
      const chunk = chunks.find((candidate) => candidate.fileName === fileName);
      return chunk?.imports.some(visit) ?? false;
    };
    if (visit(entry.fileName)) {
      const uiKit = entry.moduleIds.filter((id) => /packages[\\/]ui-kit[\\/]/.test(id));
      this.warn(
        `the entry now loads the whole 'ui' chunk statically; exclude what the shell imports from ui-kit in the 'ui' group of vite.config.ts${uiKit.length > 0 ? ` (${uiKit.join(', ')})` : ''}`,
      );
    }
  },
};

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const apiOrigin = new URL(env.VITE_API_URL ?? 'http://localhost:4000').origin;
  return {
    plugins: [
      react(),
      {
        // Every page starts with API calls (settings, dictionary, the route) to another origin:
        // opening that connection while the scripts load takes a round trip off the first paint
        // of content. `crossorigin`: the API calls are CORS fetches without credentials.
        name: 'clubshop-preconnect-api',
        transformIndexHtml: () => [
          { tag: 'link', attrs: { rel: 'preconnect', href: apiOrigin, crossorigin: '' }, injectTo: 'head' },
        ],
      },
      uiChunkStaysLazy,
    ],
    // Workspace packages resolve to their source: no package build before dev or app build.
    resolve: {
      conditions: ['@clubshop/source', ...defaultClientConditions],
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(new URL('./src/shims/use-sync-external-store.ts', import.meta.url)),
        },
      ],
    },
    server: {
      port: 5173,
      host: true,
      allowedHosts: ['.localhost', 'localhost'],
      // The journeys' production build lands in dist-e2e: not a reason to reload the dev page.
      watch: { ignored: ['**/dist-e2e/**'] },
    },
    preview: {
      port: 4173,
      host: true,
      allowedHosts: ['.localhost', 'localhost'],
      headers: securityHeaders({ apiOrigins: [apiOrigin] }),
    },
    build: {
      manifest: true,
      target: 'es2022',
      sourcemap: true,
      // Every browser es2022 targets supports modulepreload: no polyfill in the entry.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          codeSplitting: {
            groups: [
              {
                // The libraries every page runs on, as ONE chunk beside the entry. Left to itself
                // the bundler cuts what the entry shares with lazy chunks into six small chunks,
                // each gzipped apart: ~4 KB more on a first visit (scripts/size-budget.mjs).
                name: 'shell',
                test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|js-cookie)[\\/]|packages[\\/]i18n[\\/]src[\\/]|packages[\\/]api-sdk[\\/]src[\\/]query[\\/]query-keys|packages[\\/]auth[\\/]src[\\/](logger|api-client-context|cookie-attributes)|rolldown[\\/]runtime/,
                includeDependenciesRecursively: false,
              },
              {
                // The ui-kit parts the lazily loaded header, footer and pages use, as ONE lazy
                // chunk with ONE stylesheet: left apart they are ~35 files of 1-2 KB (JS + CSS
                // each), and a phone on slow 4G waits a round trip per wave of six. Measured in
                // Lighthouse mobile (bench/lighthouse): 94 -> 64 requests on a category page,
                // LCP ~4.5 -> ~4.0 s. The entry must not import from this group (it would pull
                // the whole chunk into the first load): the link component the shell uses stays
                // out, and `uiChunkStaysLazy` below warns when the entry starts needing more.
                name: 'ui',
                test: /packages[\\/]ui-kit[\\/]src[\\/](?!primitives[\\/]link[\\/]link-component)/,
                includeDependenciesRecursively: false,
              },
            ],
          },
        },
      },
    },
  };
});
