import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { firstLoadGroup } from './build/first-load-chunks.ts';
import { firstLoadPreloads } from './build/first-load-preloads.ts';
import { preloadsNotLoaded } from './build/preloads-not-loaded.ts';
import { stylesheetsAfterRoot } from './build/stylesheets-after-root.ts';
import { VitePWA, type ManifestOptions } from 'vite-plugin-pwa';

const api = process.env.VITE_API_PROXY ?? 'http://localhost:3001';

const PWA_MANIFEST: Partial<ManifestOptions> = {
  name: 'Security Ops Manager',
  short_name: 'SecOps',
  description: 'Security Ops Manager — Plateforme de gestion de missions',
  id: '/agent',
  start_url: '/agent',
  scope: '/',
  display: 'standalone',
  lang: 'fr',
  // blue-600 (the logo and main buttons) and slate-50 (the page background), as index.css draws them.
  theme_color: '#155dfc',
  background_color: '#f8fafc',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};

// One chunk per library every first load needs, rather than the pieces the lazy screens share: a first load
// fetches fewer files (6 at a time over HTTP/1.1), compresses better, and a new version of the app's own code leaves
// them in the browser's cache (docs/DECISIONS.md). zod, which of the first loads only /admin/planning's needs, has its
// own too: inside that route's chunk, every screen with a form loaded the planning board with it (the calls' provider
// of the field area, 59 kB more).
const LIBRARY_CHUNKS = [
  // With React, zustand's React binding (the session store of every page): a file of under 1 kB of its own otherwise,
  // in every first load, a request that waited for a free connection on a slow phone network.
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|zustand)[\\/]/, priority: 2 },
  { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/, priority: 1 },
  { name: 'tanstack-query', test: /node_modules[\\/]@tanstack[\\/]/, priority: 1 },
  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 1 },
];

const preloads = preloadsNotLoaded();

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    firstLoadPreloads(),
    preloads.plugin,
    stylesheetsAfterRoot(),
    // The installable field app: manifest and service worker (src/sw/sw.ts, see docs/DECISIONS.md). The page
    // registers it itself once idle (app/pwa), so nothing is injected into index.html but the manifest link.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: PWA_MANIFEST,
      // The shell and every screen's chunk (about 1.3 MB before compression), so any page opens offline, and the QR
      // decoder's WebAssembly (about 1.1 MB), so a round's scanner works in a basement; the manifest's icons are added
      // by the plugin. The size limit leaves room above the decoder.
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,wasm}', 'favicon.svg', 'icons/apple-touch-icon.png'],
        maximumFileSizeToCacheInBytes: 3 * 1024 * 1024,
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/socket.io': { target: api, ws: true },
      '/calls': { target: api, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    manifest: true,
    modulePreload: { resolveDependencies: preloads.resolveDependencies },
    rolldownOptions: {
      output: {
        // The libraries first, then the rest of what a first visit loads, by the routes that need it.
        codeSplitting: {
          groups: [...LIBRARY_CHUNKS, firstLoadGroup(LIBRARY_CHUNKS.map((group) => group.test))],
        },
      },
    },
  },
});
