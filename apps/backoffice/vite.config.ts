import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';

/**
 * The back office: the browser app (`vite build`, into dist/client) and its server (`vite build
 * --ssr server/main.ts`, into dist/server). Workspace packages resolve to their source, as in the
 * storefront. Each screen is a chunk of its own (lazy routes), so a first visit loads only the
 * shell and the screen it opens; the sign-in page is server HTML with no script.
 */
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react()],
  resolve: { conditions: ['@clubshop/source', ...defaultClientConditions] },
  ssr: {
    resolve: { conditions: ['@clubshop/source', ...defaultServerConditions] },
    noExternal: [/^@clubshop\//],
  },
  server: { port: Number(process.env.BACKOFFICE_PORT ?? 5174) },
  build: isSsrBuild
    ? { outDir: 'dist/server', emptyOutDir: true, target: 'node20', sourcemap: true }
    : { outDir: 'dist/client', emptyOutDir: true, target: 'es2022', sourcemap: true },
}));
