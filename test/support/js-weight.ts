import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

/** The home page's JavaScript budget (README "Page speed"): what a first visit loads, gzip level 9. */
export const HOME_JS_BUDGET_BYTES = 130 * 1024

/** The distinct built scripts among `urls` (/assets/*.js) and their weight gzip-compressed, read from `dist`. */
export function jsGzip(dist: string, urls: string[]): { files: string[]; bytes: number } {
  const files = [...new Set(urls.map((u) => new URL(u).pathname).filter((p) => p.startsWith('/assets/') && p.endsWith('.js')))]
  const bytes = files.reduce((sum, f) => sum + zlib.gzipSync(fs.readFileSync(path.join(dist, f)), { level: 9 }).length, 0)
  return { files, bytes }
}
