import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './precompress.ts'
import { VitePWA } from 'vite-plugin-pwa'
import fs from 'node:fs'
import { createRequire } from 'node:module'

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

/**
 * React Router's package points every condition at its development build (its warnings and checks
 * on every navigation and link), "temporarily" since 7.0.2 (remix-run/react-router#12532); the
 * production build sits beside it. The storefront's build takes that one (decision 0027).
 */
const routerProduction = createRequire(import.meta.url)
  .resolve('react-router')
  .replace(/[/\\]development[/\\]index\.m?js$/, '/production/index.mjs')
if (!fs.existsSync(routerProduction) || !routerProduction.includes('production'))
  throw new Error(`React Router's production build is not where it was: ${routerProduction}`)

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  resolve: command === 'build' ? { alias: [{ find: /^react-router$/, replacement: routerProduction }] } : {},
  plugins: [react(), tailwindcss(), serviceWorker, precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // Every browser that runs this build's modules and preloads them natively needs no polyfill; one
    // that does not (Safari before 17, Firefox before 115) still loads each chunk, just later (decision 0111).
    modulePreload: { polyfill: false },
    // Rolldown gives every module the home page shares with a lazy screen its own small chunk (29 files,
    // 130.8 KB gzip); one chunk for all of them compresses as one file (3 files, decision 0019). Only
    // modules the first load needs anyway ($initial) are grouped, so lazy screens stay out of it.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'shared', tags: ['$initial'], minShareCount: 2 }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000', '/demo-images': 'http://localhost:3000' } },
}))
