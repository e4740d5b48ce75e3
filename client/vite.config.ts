/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const server = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/graphql': server,
      '/api': server,
      '/uploads': server,
      '/health': server,
    },
  },
  build: {
    rolldownOptions: {
      output: {
        // Libraries in their own long-lived chunks: a release of the app's code does not evict them from caches.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/, priority: 3 },
            { name: 'apollo', test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/, priority: 2 },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store)[\\/]/, priority: 1 },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    css: false,
  },
});
