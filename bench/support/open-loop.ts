import http from 'node:http'
import type { LoadResult } from './load.ts'
import type { LoopRequest } from './loops.ts'

export interface OpenLoopResult extends LoadResult {
  /** The rate asked for, and the rate at which requests were answered. */
  offered: number
  /** p99 of the latency counted from when each request was due (see below). */
  p99: number
  max: number
}

/**
 * Open-loop load at a constant arrival rate: request n is due at n / rate seconds, is sent then
 * whether or not the earlier ones have answered, and its latency counts from when it was due. A stall
 * of the server therefore shows in every request due during it. A closed loop (runLoops, autocannon)
 * measures something else: each connection waits for its answer before the next request, so a slow
 * server is simply sent less ("coordinated omission"), and its latency is mostly the queue of the other
 * connections. A latency target "at N per second" is measured here (decision 0029).
 */
export async function openLoop(baseUrl: string, rate: number, seconds: number, next: (n: number) => LoopRequest): Promise<OpenLoopResult> {
  const url = new URL(baseUrl)
  // Enough sockets that the client never queues a due request behind a busy socket.
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 })
  const total = Math.round(rate * seconds)
  const latencies: number[] = []
  let errors = 0
  const send = (request: LoopRequest) =>
    new Promise<number>((resolve) => {
      const req = http.request(
        { host: url.hostname, port: url.port, method: request.method, path: request.path, agent, headers: request.headers },
        (res) => {
          res.resume()
          res.on('end', () => resolve(res.statusCode ?? 0))
        },
      )
      req.on('error', () => resolve(0))
      req.end(request.body)
    })
  const started = performance.now()
  const inFlight: Promise<void>[] = []
  let sent = 0
  while (sent < total) {
    const now = performance.now()
    // Send everything due by now; then sleep until the next one is due (timers are ~1 ms coarse).
    while (sent < total && started + (sent * 1000) / rate <= now) {
      const due = started + (sent * 1000) / rate
      const request = next(sent)
      inFlight.push(
        send(request).then((status) => {
          latencies.push(performance.now() - due)
          if (status < 200 || status >= 300) errors++
        }),
      )
      sent++
    }
    const wait = started + (sent * 1000) / rate - performance.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.floor(wait))))
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000
  agent.destroy()
  latencies.sort((a, b) => a - b)
  const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10
  return { offered: rate, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), max: at(1), errors }
}
