import http2 from 'node:http2'
import net from 'node:net'
import tls from 'node:tls'
import type { Answer, Send } from './journey.ts'

export interface Chunk {
  status: number
  headers: Answer['headers']
  text: string
  at: number
}

export interface H2Client {
  send: Send
  /** What TLS negotiated with the server (ALPN): 'h2' for HTTP/2. */
  protocol(): string | false
  /**
   * Opens a GET and resolves with the body's first chunk that contains `marker` and when it arrived
   * (`at`, performance.now()); the answer stays open until close. `onText` sees the body so far at
   * each chunk (to wait for an earlier event too).
   */
  firstChunkWith(
    path: string,
    marker: string,
    headers?: Record<string, string>,
    onText?: (text: string) => void,
  ): { chunk: Promise<Chunk>; close(): void }
  close(): void
}

/**
 * An HTTP/2 client over TLS that trusts `ca`, from a chosen loopback address (`from`): several such
 * clients are several shoppers, each with their own address, as nginx sees them.
 */
export function h2Client(url: string, ca: string, from = '127.0.0.1'): H2Client {
  const { hostname, port } = new URL(url)
  let socket: tls.TLSSocket | undefined
  const session = http2.connect(url, {
    createConnection: () => {
      const tcp = net.connect({ host: hostname, port: Number(port), localAddress: from })
      socket = tls.connect({ socket: tcp, ca, servername: 'localhost', ALPNProtocols: ['h2'] })
      return socket
    },
  })
  session.on('error', () => {}) // each request reports its own failure
  const send: Send = (method, path, options = {}) =>
    new Promise((resolve, reject) => {
      const stream = session.request({ ':method': method, ':path': path, ...options.headers })
      let status = 0
      let headers: Answer['headers'] = {}
      const chunks: Buffer[] = []
      stream.on('response', (h) => {
        status = Number(h[':status'])
        headers = h as Answer['headers']
      })
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => resolve({ status, headers, text: Buffer.concat(chunks).toString('utf8') }))
      stream.on('error', reject)
      stream.end(options.body)
    })
  return {
    send,
    protocol: () => socket?.alpnProtocol ?? false,
    firstChunkWith(path, marker, extraHeaders = {}, onText) {
      const stream = session.request({
        ':method': 'GET',
        ':path': path,
        accept: 'text/event-stream',
        'accept-encoding': 'gzip, deflate, br',
        ...extraHeaders,
      })
      const chunk = new Promise<Chunk>((resolve, reject) => {
        let status = 0
        let headers: Answer['headers'] = {}
        let text = ''
        stream.on('response', (h) => {
          status = Number(h[':status'])
          headers = h as Answer['headers']
        })
        stream.on('data', (data: Buffer) => {
          const at = performance.now()
          text += data.toString('utf8')
          onText?.(text)
          if (text.includes(marker)) resolve({ status, headers, text, at })
        })
        stream.on('end', () => reject(new Error(`${path} ended without "${marker}": ${text.slice(0, 300)}`)))
        stream.on('error', reject)
      })
      return { chunk, close: () => stream.close() }
    },
    // At once, open streams and all: a held event stream must not keep the test waiting.
    close: () => session.destroy(),
  }
}
