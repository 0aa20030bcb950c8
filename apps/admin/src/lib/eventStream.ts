/**
 * Reads server-sent events over fetch, with the session's Authorization header (EventSource cannot
 * send one), and reconnects after a loss: `onState` tells the screen whether it is live.
 */
export function followEvents(
  url: string,
  token: () => string | null,
  handlers: { onEvent(event: string, data: string): void; onState(live: boolean): void },
): () => void {
  let stopped = false
  let controller: AbortController | null = null
  let wait = 1000
  const run = async () => {
    while (!stopped) {
      controller = new AbortController()
      try {
        const res = await fetch(url, {
          headers: { Authorization: `Bearer ${token() ?? ''}`, Accept: 'text/event-stream' },
          signal: controller.signal,
        })
        if (!res.ok || !res.body) throw new Error(`events answered ${res.status}`)
        const reader = res.body.pipeThrough(new TextDecoderStream()).getReader()
        let buffer = ''
        for (;;) {
          const { value, done } = await reader.read()
          if (done) break
          buffer += value
          let end: number
          while ((end = buffer.indexOf('\n\n')) !== -1) {
            const block = buffer.slice(0, end)
            buffer = buffer.slice(end + 2)
            const event = /^event: (.*)$/m.exec(block)?.[1]
            if (event === undefined) continue
            if (event === 'hello') {
              wait = 1000
              handlers.onState(true)
            }
            handlers.onEvent(event, /^data: (.*)$/m.exec(block)?.[1] ?? '')
          }
        }
      } catch {
        // lost: said below, then tried again
      }
      if (stopped) return
      handlers.onState(false)
      await new Promise((resolve) => setTimeout(resolve, wait))
      wait = Math.min(wait * 2, 15_000)
    }
  }
  void run()
  return () => {
    stopped = true
    controller?.abort()
  }
}
