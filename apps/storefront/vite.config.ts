import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, loadEnv } from 'vite';
import { securityHeaders } from './security-headers.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, import.meta.dirname, 'VITE_');
  const apiOrigin = new URL(env.VITE_API_URL ?? 'http://localhost:4000').origin;
  return {
    plugins: [react()],
    // Workspace packages resolve to their source: no package build before dev or app build.
    resolve: { conditions: ['@clubshop/source', ...defaultClientConditions] },
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
    },
  };
});
