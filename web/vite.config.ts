import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The BFF serves the built app and the API on one origin; in `vite dev` the proxy gives the same shape.
const bffOrigin = 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The shared contracts only declare schemas and constants, so whatever the web app does not use
      // (admin, job and list schemas) can be dropped; its package.json does not say so itself.
      treeshake: { moduleSideEffects: (id: string) => !id.includes('/services/contracts/src/') },
    },
  },
  server: { proxy: { '/api': { target: bffOrigin, changeOrigin: true } } },
  preview: { proxy: { '/api': { target: bffOrigin, changeOrigin: true } } },
  // Read by Vitest when it runs from web/: unit tests only, never the Playwright specs in e2e/. (The
  // cast below is for this key: Vitest's type augmentation targets its own copy of vite.)
  test: {
    include: ['src/**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**', 'dist/**'],
    environment: 'node',
  },
} as Parameters<typeof defineConfig>[0]);
