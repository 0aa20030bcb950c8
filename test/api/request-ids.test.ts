import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** A generated id: the process's random prefix and a counter (http/request-id.ts). */
const GENERATED = /^[0-9a-f]{12}-[0-9a-z]+$/
type Line = { level: number; reqId?: string; msg: string }

/** A test app whose log lines (at `level`) are kept. */
async function loggedApp(env: NodeJS.ProcessEnv, level = 'info') {
  const lines: Line[] = []
  const stream = { write: (line: string) => void lines.push(JSON.parse(line) as Line) }
  return { lines, t: await createTestApp({ env, logger: { level, stream }, cacheVersionTtlMs: 60_000 }) }
}

/**
 * Request ids (decision 0072): a trusted proxy's X-Request-Id or a generated one, sent back on every
 * answer (the cached-reads front's too), written on the request's log lines, and named in a 5xx's message.
 */
describe.skipIf(!databaseAvailable)('request ids', () => {
  let direct: Awaited<ReturnType<typeof loggedApp>>
  let proxied: Awaited<ReturnType<typeof loggedApp>>
  beforeAll(async () => {
    direct = await loggedApp({})
    proxied = await loggedApp({ TRUST_PROXY: 'loopback' })
  })
  afterAll(async () => {
    await direct?.t.close()
    await proxied?.t.close()
  })

  it('generates an id per request and ignores an X-Request-Id from a client no one trusts', async () => {
    const a = await direct.t.app.inject({ url: '/api/get-data', headers: { 'x-request-id': 'spoofed-id' } })
    const b = await direct.t.app.inject({ url: '/api/get-data' })
    expect(a.headers['x-request-id']).toMatch(GENERATED)
    expect(b.headers['x-request-id']).toMatch(GENERATED)
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id'])
    // A proxy trusted by TRUST_PROXY is believed, but not from another address.
    const outside = await proxied.t.app.inject({
      url: '/api/get-data',
      remoteAddress: '203.0.113.9',
      headers: { 'x-request-id': 'spoofed-id' },
    })
    expect(outside.headers['x-request-id']).toMatch(GENERATED)
  })

  it('keeps a trusted proxy’s X-Request-Id, and replaces one that is not a usable id', async () => {
    const res = await proxied.t.app.inject({ url: '/api/get-data', headers: { 'x-request-id': 'nginx-7f3a9c01' } })
    expect(res.headers['x-request-id']).toBe('nginx-7f3a9c01')
    for (const bad of ['has spaces in it', 'x'.repeat(129), 'line\u00e9']) {
      const other = await proxied.t.app.inject({ url: '/api/get-data', headers: { 'x-request-id': bad } })
      expect(other.headers['x-request-id']).toMatch(GENERATED)
    }
  })

  it('sends the id on answers of the cached-reads front too', async () => {
    const base = await proxied.t.app.listen({ port: 0, host: '127.0.0.1' })
    const url = `${base}/api/get-products?per_page=4`
    await fetch(url) // fills the cache
    const hit = await fetch(url, { headers: { 'x-request-id': 'front-hit-1' } })
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-request-id')).toBe('front-hit-1')
    const fresh = await fetch(url)
    expect(fresh.headers.get('x-request-id')).toMatch(GENERATED)
  })

  it('writes the id on the log lines of a failed request, and names it in the 5xx the shopper sees', async () => {
    const broken = await loggedApp({ TRUST_PROXY: 'loopback' })
    await broken.t.database.db.close() // the database goes away under the running app
    const res = await broken.t.app.inject({ url: '/api/get-products', headers: { 'x-request-id': 'nginx-failed-42' } })
    expect(res.statusCode).toBe(500)
    expect(res.headers['x-request-id']).toBe('nginx-failed-42')
    expect(res.json()).toEqual({
      message: 'Something went wrong on our side. Please try again. If it keeps happening, give the store this reference: nginx-failed-42.',
    })
    const lines = broken.lines.filter((l) => l.reqId !== undefined)
    expect(lines).toEqual([expect.objectContaining({ level: 50, msg: 'request failed', reqId: 'nginx-failed-42' })])
    // A generated id is named the same way.
    const other = await broken.t.app.inject({ url: '/api/get-products?per_page=3' })
    expect(other.json().message).toContain(`reference: ${other.headers['x-request-id'] as string}.`)
    expect(broken.lines.filter((l) => l.reqId === other.headers['x-request-id'])).toHaveLength(1)
    await broken.t.app.close()
  })

  it('with LOG_REQUESTS=1 both lines of a request carry its id', async () => {
    const verbose = await loggedApp({ LOG_REQUESTS: '1', TRUST_PROXY: 'loopback' })
    try {
      await verbose.t.app.inject({ url: '/api/get-data', headers: { 'x-request-id': 'nginx-ok-1' } })
      expect(verbose.lines.filter((l) => l.reqId === 'nginx-ok-1').map((l) => l.msg)).toEqual(['incoming request', 'request completed'])
    } finally {
      await verbose.t.close()
    }
  })
})
