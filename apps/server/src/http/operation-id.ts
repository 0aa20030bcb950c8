/**
 * Operation ids, derived from the method and the path so that every route gets one without writing it
 * (decision 0065). camelCase of the path after /api: `POST /api/cart/add` → cartAdd, `GET /api/get-cart`
 * → getCart. A segment before a parameter names one item and is made singular (`POST
 * /api/admin/orders/:id/refund` → adminOrderRefund). A path that several methods share is a resource:
 * its method says the verb (getAdminBanners, createAdminBanner, getAdminBanner, updateAdminBanner,
 * deleteAdminBanner).
 */

const VERBS: Record<string, string> = { GET: 'get', POST: 'create', PUT: 'update', DELETE: 'delete', PATCH: 'update' }

/** English plurals of the paths we have: categories, branches, addresses, banners. */
function singular(word: string): string {
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2)
  if (word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1)
  return word
}

const isParam = (segment: string) => segment.startsWith(':') || segment.startsWith('{')

/**
 * The id of `method path`; `shared` is true when another method serves the same path. Paths may be
 * written Fastify's way (`:id`) or OpenAPI's (`{id}`).
 */
export function operationId(method: string, path: string, shared: boolean): string {
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const words: string[] = []
  segments.forEach((segment, i) => {
    if (isParam(segment)) return
    const next = segments[i + 1]
    // A resource's collection made by POST is named for the one item it makes.
    const item = (next !== undefined && isParam(next)) || (shared && method === 'POST' && i === segments.length - 1)
    const parts = segment.split(/[-_.]/).filter(Boolean)
    if (item && parts.length > 0) parts[parts.length - 1] = singular(parts[parts.length - 1]!)
    words.push(...parts)
  })
  if (shared) words.unshift(VERBS[method.toUpperCase()] ?? method.toLowerCase())
  return words.map((word, i) => (i === 0 ? word.toLowerCase() : word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())).join('')
}
