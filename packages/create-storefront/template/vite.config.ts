/// <reference types="vitest/config" />
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  test: {
    // The kit's components import their own CSS: Vite handles it, plain Node would not.
    server: { deps: { inline: [/@clubshop\/ui-kit/] } },
    // The tests call the API in .env (VITE_API_URL); the conformance kit makes many calls.
    testTimeout: 120_000,
  },
});
