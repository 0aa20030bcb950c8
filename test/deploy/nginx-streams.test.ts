import { describe, expect, it, onTestFinished } from 'vitest'
import { EVENT_LIMIT_MS, within } from './support/event-limit.ts'
import { h2Client } from './support/h2-client.ts'
import { startNginx } from './support/nginx.ts'
import { startSseUpstream } from './support/sse-upstream.ts'
import { deployTools } from './support/tools.ts'

const tools = deployTools({ nginx: 'nginx', openssl: 'openssl' })

/**
 * deploy/nginx.conf passes server-sent events on as they come (decision 0076), on the owner's board
 * path and on any other /api/ path, from an upstream that does not ask for it (no X-Accel-Buffering)
 * and sends the answer a buffering location would hold (support/sse-upstream.ts). The store's own
 * board stream, through nginx in front of real servers, is in nginx.test.ts.
 */
describe.skipIf(tools.skip)('nginx and event streams', () => {
  it('passes each event on within the limit, from the moment the upstream sends it', { timeout: 30_000 }, async () => {
    if (tools.missing) throw new Error(tools.missing)
    const upstream = await startSseUpstream()
    const proxy = await startNginx([{ address: upstream.address }])
    const watcher = h2Client(proxy.url, proxy.ca)
    // Also when the wait runs out (an event held back): the test's own nginx and upstream stop.
    onTestFinished(async () => {
      watcher.close()
      await proxy.stop()
      await upstream.close()
    })
    const took: string[] = []
    for (const path of ['/api/admin/orders/events', '/api/orders/some-events']) {
      const stream = watcher.firstChunkWith(path, 'data:')
      const first = await within(stream.chunk, 5 * EVENT_LIMIT_MS, `the first event on ${path}`)
      expect(first.status).toBe(200)
      expect(first.headers['content-type']).toBe('text/event-stream')
      const event = JSON.parse(/^data: (.*)$/m.exec(first.text)![1]!) as { path: string; sent: number }
      expect(event.path).toBe(path)
      const ms = first.at - event.sent
      took.push(`${path} ${ms.toFixed(1)} ms`)
      expect(ms, `${path}: sent by the upstream to arrived through nginx`).toBeLessThan(EVENT_LIMIT_MS)
      stream.close()
    }
    console.info(`an event's way through nginx: ${took.join(', ')}`)
  })
})
