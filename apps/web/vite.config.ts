import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { precompress } from './precompress.ts'

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), precompress()],
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
