/**
 * Where to go after login: the `next` query parameter, accepted only as a path on this
 * origin. "//evil.com", "/\\evil.com", "https://…", "javascript:" and anything the URL parser would
 * move to another origin fall back to `fallback`.
 */
export function safeNextPath(next: string | null, fallback = '/'): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return fallback
  // Control characters (tabs, newlines) are dropped by URL parsers, which could turn "/\t/evil.com" into "//evil.com".
  if ([...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return fallback
  try {
    const base = 'https://store.invalid'
    const url = new URL(next, base)
    if (url.origin !== base) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}

/** The login path that comes back to `path` afterwards. */
export const loginPathFor = (path: string): string => (path === '/' ? '/login' : `/login?next=${encodeURIComponent(path)}`)
