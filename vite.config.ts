import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_ORIGIN = 'http://localhost:3000';

/**
 * The web app: index.html at the repo root is the entry; the build lands in dist/web, which the
 * Fastify server serves. `npm run dev:web` proxies the API and socket.io to a server on :3000.
 */
export default defineConfig({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
              priority: 2,
            },
            // The editor, DOMPurify and the form library are left out: only lazy pages load them, so the home
            // page's JavaScript stays small (issue 4: under 120 KB gzipped).
            {
              name: 'vendor',
              test: /node_modules[\\/](?!@tiptap[\\/]|prosemirror-|orderedmap[\\/]|rope-sequence[\\/]|w3c-keyname[\\/]|linkifyjs[\\/]|dompurify[\\/]|react-hook-form[\\/]|@hookform[\\/])/,
              priority: 1,
            },
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
});
