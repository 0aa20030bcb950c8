import http from 'node:http'

/** One server-sent event as a reader of text/event-stream sees it. */
export interface StreamEvent {
  event: string
  data: string
}

/**
 * Reads a text/event-stream with headers (which EventSource cannot send), as the owner's app does;
 * `next(match)` waits for the first event after the last one taken that matches. node:http, one
 * connection per stream, closed by close(): a pooled client may keep a spare connection open to the
 * server, which would then wait for it when it closes.
 */
export async function openEventStream(url: string, headers: Record<string, string>) {
  const events: StreamEvent[] = []
  const waiting: (() => void)[] = []
  let taken = 0
  const agent = new http.Agent({ keepAlive: false })
  const response = await new Promise<http.IncomingMessage>((resolve, reject) => {
    http.get(url, { headers: { ...headers, accept: 'text/event-stream' }, agent }, resolve).on('error', reject)
  })
  let buffer = ''
  response.setEncoding('utf8')
  response.on('data', (chunk: string) => {
    buffer += chunk
    let end: number
    while ((end = buffer.indexOf('\n\n')) !== -1) {
      const block = buffer.slice(0, end)
      buffer = buffer.slice(end + 2)
      const event = /^event: (.*)$/m.exec(block)?.[1]
      const data = /^data: (.*)$/m.exec(block)?.[1]
      if (event !== undefined) events.push({ event, data: data ?? '' })
      for (const wake of waiting.splice(0)) wake()
    }
  })
  response.on('error', () => {})
  return {
    status: response.statusCode ?? 0,
    contentType: response.headers['content-type'] ?? null,
    async next(match: (e: StreamEvent) => boolean = () => true): Promise<StreamEvent> {
      for (;;) {
        const at = events.findIndex((e, i) => i >= taken && match(e))
        if (at !== -1) {
          taken = at + 1
          return events[at]!
        }
        await new Promise<void>((resolve) => waiting.push(resolve))
      }
    },
    async close() {
      response.destroy()
      agent.destroy()
    },
  }
}
