import { timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'

/**
 * GET /metrics on the store's own port (decision 0071): never public. It answers only a request that
 * carries METRICS_TOKEN as its Bearer token; without a token configured it does not exist here (a
 * METRICS_PORT on loopback serves it instead). Left out of the API document.
 */
export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  const { metrics } = app.ctx
  const token = app.ctx.config.metrics.token
  const expected = token === null ? null : Buffer.from(`Bearer ${token}`)
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    reply.header('cache-control', 'no-store')
    if (metrics === null || expected === null) return reply.status(404).send({ message: 'Not found' })
    const given = Buffer.from(request.headers.authorization ?? '')
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return reply.status(401).header('www-authenticate', 'Bearer').send({ message: 'Metrics need the metrics token' })
    }
    return reply.type(metrics.contentType).send(await metrics.text())
  })
}
