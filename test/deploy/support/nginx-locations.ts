import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '../../..')

/** A location block of the site file; it uses exact (`=`), regular-expression (`~`) and prefix ones. */
export interface Location {
  kind: '=' | '~' | 'prefix'
  match: string
  /** Its client_max_body_size in bytes, when it sets one. */
  bodyLimit?: number
}

/** nginx's size notation: 512k, 6m, or bytes. */
function bytes(size: string): number {
  const unit = { k: 1024, m: 1024 * 1024, g: 1024 * 1024 * 1024 }[size.slice(-1).toLowerCase()]
  return unit ? Number(size.slice(0, -1)) * unit : Number(size)
}

const BLOCK = /^ *location +(?:(=|~) +)?(\S+) *\{\n([\s\S]*?)\n *\}$/gm
const BODY_LIMIT = /^ *client_max_body_size +(\S+);/m

/** The HTTPS server of deploy/nginx.conf: its locations in file order (named ones left out) and its own body limit. */
export function httpsServer(): { bodyLimit: number; locations: Location[] } {
  const site = fs.readFileSync(path.join(root, 'deploy/nginx.conf'), 'utf8')
  const server = site.slice(site.indexOf('listen 443'))
  const locations = [...server.matchAll(BLOCK)]
    .filter(([, , match]) => !match!.startsWith('@'))
    .map(([, kind, match, body]): Location => {
      const limit = BODY_LIMIT.exec(body!)?.[1]
      return { kind: (kind as '=' | '~' | undefined) ?? 'prefix', match: match!, ...(limit ? { bodyLimit: bytes(limit) } : {}) }
    })
  const own = BODY_LIMIT.exec(server.replace(BLOCK, ''))?.[1]
  if (!own) throw new Error('deploy/nginx.conf: the HTTPS server sets no client_max_body_size of its own')
  return { bodyLimit: bytes(own), locations }
}

/**
 * The location nginx picks for a request's path (ngx_http_core_module's `location`): an exact match;
 * else the first regular expression in file order that matches; else the longest matching prefix.
 * (No location of the site file is `^~`, the one kind that would stop the regular expressions.)
 */
export function locationFor(locations: Location[], uri: string): Location | undefined {
  return (
    locations.find((l) => l.kind === '=' && l.match === uri) ??
    locations.find((l) => l.kind === '~' && new RegExp(l.match).test(uri)) ??
    locations.filter((l) => l.kind === 'prefix' && uri.startsWith(l.match)).sort((a, b) => b.match.length - a.match.length)[0]
  )
}
