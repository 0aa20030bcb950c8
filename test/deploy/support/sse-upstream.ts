import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A test-only upstream that streams server-sent events, standing in for the store's own event
 * streams (the owner's /api/admin/events among them) behind nginx: on any /api/…events path it sends
 * one event at once and then holds the answer open, as a live stream does. Through a buffering proxy
 * that event would wait for more bytes or the end; through deploy/nginx.conf it must arrive alone.
 */
export async function startSseUpstream(): Promise<{ address: string; close(): Promise<void> }> {
  const open = new Set<http.ServerResponse>()
  const server = http.createServer((request, response) => {
    if (!/^\/api\/.*events(\?|$)/.test(request.url ?? '')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}')
      return
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' })
    response.write(`event: hello\ndata: {"path":${JSON.stringify(request.url)}}\n\n`)
    open.add(response)
    response.on('close', () => open.delete(response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const response of open) response.destroy()
        server.close(() => resolve())
      }),
  }
}
