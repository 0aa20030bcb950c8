import type { FastifyInstance } from 'fastify'

const TOO_MANY = JSON.stringify({ message: 'Too many requests for pages that do not exist. Please slow down.' })

/**
 * Rate-limits 404s per client address: a scanner walking unknown URLs or slugs is slowed to
 * `maxPerWindow` misses a minute, while ordinary browsing never comes near it.
 *
 * Only the answers that would be 404s are limited (decision 0011). Many shoppers can share one address
 * (a carrier's NAT, an office), so a client over the limit is still served every page and call that
 * exists; its further misses answer 429 instead of 404. Whether an answer is a miss is known only once
 * the route or the handler has looked (an unknown slug is found by a database read), so the swap
 * happens in onSend, after the work; a miss is cheap anyway, and what the limit takes from a scanner is
 * the information, not the work. The miss is counted there too.
 *
 * The counter lives in this process only. That is deliberate: it protects the process, and an
 * attacker spread over several servers still meets each one's limit; no correctness depends on it.
 * The hook is synchronous and returns at once for any answer that is not a 404: it runs on every request.
 */
export function registerNotFoundLimit(app: FastifyInstance, options = { maxPerWindow: 60, windowMs: 60_000 }): void {
  const misses = new Map<string, { count: number; windowStart: number }>()

  // One hook, not an onSend and an onResponse: every request pays for each hook type in use.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode !== 404) return done(null, payload)
    const now = Date.now()
    const entry = misses.get(request.ip)
    if (!entry || now - entry.windowStart >= options.windowMs) {
      misses.set(request.ip, { count: 1, windowStart: now })
      // Keep the map small: drop expired windows now and then.
      if (misses.size > 10_000) for (const [ip, e] of misses) if (now - e.windowStart >= options.windowMs) misses.delete(ip)
      return done(null, payload)
    }
    if (entry.count < options.maxPerWindow) {
      entry.count += 1
      return done(null, payload)
    }
    const retryAfter = Math.max(1, Math.ceil((entry.windowStart + options.windowMs - now) / 1000))
    // The 404 may be a compressed HTML page: the refusal replaces it whole.
    reply.removeHeader('content-encoding')
    reply.removeHeader('content-length')
    reply.status(429).header('retry-after', retryAfter).header('cache-control', 'no-store').type('application/json; charset=utf-8')
    done(null, TOO_MANY)
  })
}
