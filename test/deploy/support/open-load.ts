import https from 'node:https'

export interface LoadRequest {
  method: string
  path: string
  headers?: Record<string, string>
  body?: string
}

export interface OpenLoad {
  /** Stops sending, waits for the answers still due, and tells what came back. */
  stop(): Promise<{ sent: number; failures: string[] }>
}

/**
 * Open-loop load over HTTPS: request n is sent at n / rate seconds whether or not the earlier ones
 * have answered, so a server that stalls or refuses shows in every request due meanwhile. Each
 * request is a connection of its own (Connection: close), as a new visitor's is. Bounded: it stops
 * by itself after `maxSeconds`. Any answer outside 2xx, or a connection error, is a failure.
 */
export function openLoad(url: string, ca: string, rate: number, maxSeconds: number, next: (n: number) => LoadRequest): OpenLoad {
  const { hostname, port } = new URL(url)
  const failures: string[] = []
  const inFlight = new Set<Promise<void>>()
  let sent = 0
  let stopped = false
  const send = (request: LoadRequest) =>
    new Promise<void>((resolve) => {
      const req = https.request(
        {
          host: hostname,
          port,
          method: request.method,
          path: request.path,
          ca,
          servername: 'localhost',
          agent: false,
          headers: request.headers,
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk: string) => (text += chunk))
          res.on('end', () => {
            const status = res.statusCode ?? 0
            if (status < 200 || status >= 300) failures.push(`${request.method} ${request.path}: ${status} ${text.slice(0, 200)}`)
            resolve()
          })
        },
      )
      req.on('error', (error) => {
        failures.push(`${request.method} ${request.path}: ${error.message}`)
        resolve()
      })
      req.end(request.body)
    })
  const started = performance.now()
  const loop = (async () => {
    while (!stopped && performance.now() - started < maxSeconds * 1000) {
      while (started + (sent * 1000) / rate <= performance.now()) {
        const request = send(next(sent++)).then(() => {
          inFlight.delete(request)
        })
        inFlight.add(request)
      }
      await new Promise((resolve) => setTimeout(resolve, Math.max(1, Math.floor(started + (sent * 1000) / rate - performance.now()))))
    }
    if (!stopped) failures.push(`the load reached its limit of ${maxSeconds} s before the test stopped it`)
  })()
  return {
    async stop() {
      stopped = true
      await loop
      await Promise.all(inFlight)
      return { sent, failures }
    },
  }
}
