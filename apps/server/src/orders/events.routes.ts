import type { FastifyInstance } from 'fastify'
import type { Socket } from 'node:net'

/** A comment line every 15 s keeps proxies from closing a quiet stream and shows a dead one. */
const PING_MS = 15_000

/**
 * GET /api/admin/orders/events: the live board's server-sent events (decision 0053). On connect it
 * sends `hello` (the board loads or reloads its lists: that is its catch-up after any gap), then an
 * `order` event for each order placed or changed on any server, and `resync` when this server may
 * have missed some. The staff role scope checks the caller like any owner call.
 */
export async function orderEventsRoutes(app: FastifyInstance): Promise<void> {
  const { orderNews } = app.ctx.services
  /** Every connection that carried a stream: closing the server closes them, or it would wait for ever. */
  const sockets = new Set<Socket>()
  app.addHook('preClose', (done) => {
    for (const socket of sockets) socket.destroy()
    done()
  })
  app.get(
    '/api/admin/orders/events',
    {
      schema: {
        tags: ['admin'],
        summary: 'The live board: server-sent events (text/event-stream) of orders placed and changed',
        response: {
          200: {
            description: 'A stream of `hello`, `order` and `resync` events',
            content: { 'text/event-stream': { schema: { type: 'string' } } },
          },
        },
      },
    },
    async (_request, reply) => {
      reply.hijack()
      const res = reply.raw
      const headers = reply.getHeaders() as Record<string, string>
      res.writeHead(200, {
        ...headers,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-accel-buffering': 'no',
      })
      const socket = res.socket
      if (socket) {
        sockets.add(socket)
        socket.once('close', () => sockets.delete(socket))
      }
      const send = (event: string, data: object) => res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)
      const unsubscribe = orderNews.subscribe({ onNews: (news) => send('order', news), onResync: () => send('resync', {}) })
      const ping = setInterval(() => res.write(': ping\n\n'), PING_MS)
      // The response's close, not the request's: a request is done once read, its stream is not.
      res.on('close', () => {
        clearInterval(ping)
        unsubscribe()
        // A stream ends only when its connection does (one stream a connection).
        socket?.destroy()
      })
      // Listening before hello: whatever the board's reload misses arrives as an event.
      await orderNews.ready()
      res.write('retry: 2000\n\n')
      send('hello', {})
    },
  )
}
