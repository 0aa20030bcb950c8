import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './precompress.ts'
import { VitePWA } from 'vite-plugin-pwa'

/**
 * The service worker (decision 0061): vite-plugin-pwa builds app/pwa/sw.ts with Workbox and writes the
 * list of files to precache into it: every script and stylesheet of the build, and the shell page a
 * path never seen opens with offline. The page registers it itself, after load (app/pwa/after-load.ts);
 * the manifest is the server's, made from the store's settings (decision 0060).
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/app/pwa',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: ['assets/**/*.{js,css}'],
    // The shell is rendered by the server; a new build is a new revision of it.
    additionalManifestEntries: [{ url: '/offline-shell', revision: Date.now().toString(36) }],
  },
})

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), serviceWorker, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Rolldown gives every module the home page shares with a lazy screen its own small chunk (29 files,
    // 130.8 KB gzip); one chunk for all of them compresses as one file (3 files, decision 0019). Only
    // modules the first load needs anyway ($initial) are grouped, so lazy screens stay out of it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', tags: ['$initial'], minShareCount: 2 }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/demo-images': 'http://localhost:3000' } },
})
