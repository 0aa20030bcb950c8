import http from 'node:http'
import type { LoadResult } from './load.ts'

export interface LoopRequest {
  method: 'GET' | 'POST'
  path: string
  headers: Record<string, string>
  body?: string
}

/**
 * Closed-loop load where each connection is its own shopper: `connections` loops, each sending its
 * next request as soon as the last one answered, for `seconds`. (autocannon resets its per-connection
 * context on every pass, so it cannot keep one cart per connection.)
 */
export async function runLoops(
  baseUrl: string,
  connections: number,
  seconds: number,
  next: (loop: number, n: number) => LoopRequest,
): Promise<LoadResult> {
  const url = new URL(baseUrl)
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections })
  const latencies: number[] = []
  let errors = 0
  const deadline = Date.now() + seconds * 1000
  const send = (request: LoopRequest) =>
    new Promise<number>((resolve, reject) => {
      const req = http.request(
        { host: url.hostname, port: url.port, method: request.method, path: request.path, agent, headers: request.headers },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', reject)
      req.end(request.body)
    })
  await Promise.all(
    Array.from({ length: connections }, async (_, loop) => {
      for (let n = 0; Date.now() < deadline; n++) {
        const start = process.hrtime.bigint()
        const status = await send(next(loop, n)).catch(() => 0)
        latencies.push(Number(process.hrtime.bigint() - start) / 1e6)
        if (status < 200 || status >= 300) errors++
      }
    }),
  )
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10
  return { rps: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors }
}
