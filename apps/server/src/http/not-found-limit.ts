import type { FastifyInstance } from 'fastify'

/**
 * Rate-limits 404s per client address: a scanner walking unknown URLs or slugs is slowed to
 * `maxPerWindow` misses a minute, while ordinary browsing never comes near it.
 *
 * The counter lives in this process only. That is deliberate: it protects the process, and an
 * attacker spread over several servers still meets each one's limit; no correctness depends on it.
 * The hooks are synchronous and return at once when nobody has missed: they run on every request.
 */
export function registerNotFoundLimit(app: FastifyInstance, options = { maxPerWindow: 60, windowMs: 60_000 }): void {
  const misses = new Map<string, { count: number; windowStart: number }>()

  app.addHook('onRequest', (request, reply, done) => {
    if (misses.size === 0) return done()
    const entry = misses.get(request.ip)
    if (entry && Date.now() - entry.windowStart < options.windowMs && entry.count >= options.maxPerWindow) {
      const retryAfter = Math.ceil((entry.windowStart + options.windowMs - Date.now()) / 1000)
      reply
        .status(429)
        .header('retry-after', retryAfter)
        .send({ message: 'Too many requests for pages that do not exist. Please slow down.' })
      return
    }
    done()
  })

  app.addHook('onResponse', (request, reply, done) => {
    if (reply.statusCode === 404) {
      const now = Date.now()
      const entry = misses.get(request.ip)
      if (!entry || now - entry.windowStart >= options.windowMs) misses.set(request.ip, { count: 1, windowStart: now })
      else entry.count += 1
      // Keep the map small: drop expired windows now and then.
      if (misses.size > 10_000) for (const [ip, e] of misses) if (now - e.windowStart >= options.windowMs) misses.delete(ip)
    }
    done()
  })
}
