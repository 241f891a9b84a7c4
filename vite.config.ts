import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { pageChunks, sharedByPagesGroup } from './scripts/vite-page-chunks.ts';
import { pageRoutesPlugin } from './scripts/vite-page-routes.ts';
import { precompress } from './scripts/vite-precompress.ts';
import { PAGES } from './src/shared/pages.ts';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The web app: index.html at the repo root is the entry; the build lands in dist/web, which the
 * Fastify server serves. `npm run dev:web` proxies the API and socket.io to a server on :3000.
 */
export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? SERVER_BUILD : BROWSER_BUILD));

/**
 * The public pages' server renderer (src/web/entry-server.tsx, docs/decisions/056), built with
 * `vite build --ssr src/web/entry-server.tsx` into dist/ssr. Everything it imports is bundled
 * (`noExternal`), so the server runs it with production dependencies only.
 */
const SERVER_BUILD: UserConfig = {
  plugins: [react(), tailwindcss(), pageRoutesPlugin()],
  ssr: { noExternal: true, target: 'node' },
  // React's production build whatever NODE_ENV the server runs with: tests and benchmarks too.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  build: { outDir: 'dist/ssr', emptyOutDir: true, copyPublicDir: false, minify: false },
};

const BROWSER_BUILD: UserConfig = {
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    // `virtual:page-routes`: the router's table of src/shared/pages.ts, without the pages' words.
    pageRoutesPlugin(),
    // dist/web.page-chunks.json: each page's chunks, for the server's preload links (decisions/026).
    pageChunks({
      pages: PAGES,
      moduleRoot: 'src/web',
      routesModule: 'src/web/routes.tsx',
    }),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    // A lazy page's own imports are not listed in the entry for preloading on navigation: the
    // list named every chunk of the app, 3 kB gzipped of the home page's JavaScript. A page
    // opened directly has its chunks preloaded by the server (decisions/026); after an in-app
    // navigation the browser asks for a page chunk's imports once it has read it. Style
    // sheets stay listed: only the preload helper loads a lazy chunk's CSS. The filter applies
    // to index.html too: the browser finds the entry's own chunks (React, TanStack Query) as it
    // reads the entry; preloading them was measured and not kept (docs/performance.md).
    modulePreload: {
      resolveDependencies: (_file, deps) => deps.filter((dep) => dep.endsWith('.css')),
    },
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        // Only libraries that every page needs get a group: a group takes every module matching
        // its test, even one that only a lazy page imports, and puts it in front of the home page
        // (issue 4: under 120 kB gzipped, `npm run bench:bundle`). Everything else is split by
        // the import graph, so the editor, zod and react-hook-form load with the pages
        // that use them.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            { name: 'query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
            // Everything else the entry loads, in the entry's own chunk: without this group the
            // modules it shares with lazy pages (clsx, the API client, the alert, …) were six more
            // small files before the first paint, each a round trip on a phone (decisions/026).
            { name: 'shell', tags: ['$initial'] },
            // The icons only lazy pages draw, in one chunk (the shell keeps the entry's own): each was
            // a file of 150-300 bytes gzipped, smaller than its reply's headers, and a public
            // profile preloaded nine of them (decisions/026).
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // What the pages the server draws and a visitor lands on share (cards, dates, avatars,
            // the app's texts, …), in one file: Find Jobs loaded twenty small files, a request,
            // a compile and a task each before it answered (decisions/066). Find Talent is not
            // one of them: its filters check with zod (decisions/063).
            sharedByPagesGroup({
              name: 'drawn-pages',
              pages: PAGES,
              paths: ['/find-job', '/jobs/:id', '/users/:id'],
              root: import.meta.dirname,
              moduleRoot: 'src/web',
            }),
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': API_ORIGIN,
      '/socket.io': { target: API_ORIGIN, ws: true },
    },
  },
};
