/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { serverUseQueryPlugin } from './src/render/apollo-internals';
import { routerTreeShakingPlugin } from './src/render/router-tree-shaking';

const server = 'http://localhost:3000';

/**
 * React Router 7's package exports point at its development build whatever the mode (its issues 12532
 * and 14102): builds take its production build, without the development checks and warnings (a
 * phone-speed CPU spent a good part of the router's time in them while a page hydrated).
 */
const routerProductionBuild = [
  {
    find: /^react-router$/,
    replacement: new URL('../node_modules/react-router/dist/production/index.mjs', import.meta.url).pathname,
  },
  {
    find: /^react-router\/dom$/,
    replacement: new URL('../node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)
      .pathname,
  },
];

/** In the server's renderer only, the app's `@apollo/client/react` is render/server-answers.ts (render/apollo-internals.ts). */
const serverUseQuery = serverUseQueryPlugin(
  new URL('./src/render/server-answers.ts', import.meta.url).pathname,
);

export default defineConfig(({ isSsrBuild, mode }) => ({
  // The browser's build drops what the app does not use of the router (render/router-tree-shaking.ts).
  plugins: [react(), ...(isSsrBuild ? [serverUseQuery] : [routerTreeShakingPlugin()])],
  resolve: {
    // rxjs (Apollo Client's peer) in its ES2015 build rather than its ES5 one: no downlevelled classes or tslib helpers.
    conditions: ['es2015', 'module', 'browser', 'development|production'],
    alias: mode === 'production' ? routerProductionBuild : [],
    // recharts (the admin's insights) takes React's react-is as a peer: the client's, React 19's, not the React 17 one the tests' tools hoist to the root.
    dedupe: ['react-is'],
  },
  server: {
    proxy: {
      '/graphql': server,
      '/api': server,
      '/uploads': server,
      '/health': server,
    },
  },
  build: isSsrBuild
    ? {
        // The server's renderer (client/dist-server/entry-server.js), loaded by the Nest server in-process.
        outDir: 'dist-server',
        emptyOutDir: true,
        copyPublicDir: false,
        // The server bundles both languages (lib/locales.ts) while the browser loads one at a time (lib/i18n.ts).
        rolldownOptions: { checks: { ineffectiveDynamicImport: false } },
      }
    : {
        outDir: 'dist',
        // Fonts stay files even when small: a page fetches the Polish or Latin-1 faces only when it shows
        // one of their letters (unicode-range), and a font written into the styles would go into every page.
        assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
        // Lets the server preload each page's own chunks and styles (client/dist/.vite/manifest.json).
        manifest: true,
        rolldownOptions: {
          output: {
            // Libraries in their own long-lived chunks: a release of the app's code does not evict them from caches.
            codeSplitting: {
              groups: [
                // The app's Link (the page's language in its address) beside react-router's: the pages import both from one chunk.
                {
                  name: 'router',
                  test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]|src[\\/](components[\\/]ui[\\/]link\.tsx|lib[\\/]language-address\.ts)$/,
                  priority: 4,
                },
                { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
                // All of Apollo but useMutation, which only forms use (the sign-in pages', and those and the admin
                // controls loaded on demand): it goes with them rather than into every page's script.
                {
                  name: 'apollo',
                  test: (id: string) =>
                    /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|ts-invariant)[\\/]/.test(
                      id,
                    ) && !/[\\/]react[\\/]hooks[\\/]useMutation\.js$/.test(id),
                  priority: 2,
                },
                // `<Trans>` and the HTML parser behind it serve the legal pages only: they stay in those pages' chunks. The store's
                // selector hook (use-sync-external-store/with-selector) serves recharts, in the admin's insights only.
                {
                  name: 'i18n',
                  test: /node_modules[\\/](i18next[\\/]|react-i18next[\\/](?!dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans)))|use-sync-external-store[\\/](?!.*with-selector)/,
                  priority: 1,
                },
                // The shell's operations (codegen's main module) in one chunk of their own, as the pages share it.
                { name: 'graphql', test: /src[\\/]gql[\\/]graphql\.ts$/, priority: 0 },
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
}));
