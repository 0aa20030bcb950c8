import type { FastifyInstance } from 'fastify'

/**
 * /healthz (the process is up) and /readyz (send it traffic) for load balancers and orchestrators.
 * Never cached; left out of the API document, which describes the store's calls.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/healthz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    return { status: 'ok', uptime_seconds: Math.round(process.uptime()) }
  })
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    reply.header('cache-control', 'no-store')
    const { readiness } = app.ctx
    const answer = await readiness.check()
    if (!answer.ready) return reply.code(503).send({ status: 'not ready', reason: answer.reason })
    // Read only from a database that just answered: a slow one would hold the health check.
    const details = await readiness.details()
    return details === null ? { status: 'ready' } : { status: 'ready', details }
  })
}
