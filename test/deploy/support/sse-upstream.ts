import net from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * A test-only upstream that streams server-sent events, standing in for any event stream of the
 * store's behind nginx: on an /api/…events path it sends one event at once and holds the answer open.
 *
 * The answer is the form hardest on a proxy: no length and no chunked encoding, its end being the
 * connection's close (RFC 9112 §6.3). A buffering nginx holds such an answer's first event until its
 * buffer fills or the answer ends; a chunked answer's whole chunk it passes on even while buffering (seen
 * with nginx 1.22, decision 0076), so a chunked stand-in could not tell a buffered location from an
 * unbuffered one. The event carries `sent`, this process's performance.now() when it was written (the
 * test's own clock), so the test times the event's way through nginx and nothing before it.
 */
export async function startSseUpstream(): Promise<{ address: string; close(): Promise<void> }> {
  const open = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    open.add(socket)
    socket.on('close', () => open.delete(socket))
    socket.on('error', () => socket.destroy())
    let head = ''
    socket.on('data', (data: Buffer) => {
      if (head.includes('\r\n\r\n')) return // one request a connection: the answer never ends
      head += data.toString('latin1')
      if (!head.includes('\r\n\r\n')) return
      const url = /^GET (\S+) HTTP\/1\.1\r\n/.exec(head)?.[1] ?? ''
      if (!/^\/api\/.*events(\?|$)/.test(url)) {
        const body = '{"message":"Not found"}'
        socket.end(
          `HTTP/1.1 404 Not Found\r\ncontent-type: application/json\r\ncontent-length: ${body.length}\r\nconnection: close\r\n\r\n${body}`,
        )
        return
      }
      socket.write('HTTP/1.1 200 OK\r\ncontent-type: text/event-stream\r\ncache-control: no-store\r\nconnection: close\r\n\r\n')
      socket.write(`event: hello\ndata: ${JSON.stringify({ path: url, sent: performance.now() })}\n\n`)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    address: `127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        for (const socket of open) socket.destroy()
        server.close(() => resolve())
      }),
  }
}
