import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { securityHeaders } from './security-headers.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const apiOrigin = new URL(env.VITE_API_URL ?? 'http://localhost:4000').origin;
  return {
    plugins: [react()],
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
            ],
          },
        },
      },
    },
  };
});
