import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

/**
 * Writes .br and .gz beside every built text asset, so the server sends compressed files without
 * compressing on each request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  let outDir = ''
  return {
    name: 'storefront-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir)
    },
    closeBundle() {
      const walk = (dir: string): string[] =>
        fs
          .readdirSync(dir, { withFileTypes: true })
          .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      for (const file of walk(outDir).filter((f) => /\.(js|css|svg|json|txt)$/.test(f))) {
        const data = fs.readFileSync(file)
        if (data.length < 1024) continue
        fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }))
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }))
      }
    },
  }
}
