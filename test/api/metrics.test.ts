import os from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addToCart, createProduct, fundWallet, placeOrder, registerShopper } from '../support/factories.ts'
import { startServerProcess } from '../support/server-process.ts'
import { freePort } from '../support/postgres-cluster.ts'
import { createTestApp, OWNER_TOKEN, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { createTestDatabase, databaseAvailable, dbKind } from '../support/test-db.ts'

const METRICS_TOKEN = 'metrics-token-0123456789abcdef'
const bearer = { authorization: `Bearer ${METRICS_TOKEN}` }

/** The value of one line of the Prometheus text (`name{labels} value`); undefined when there is none. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

/**
 * GET /metrics (decision 0071) on SQLite and PostgreSQL: never public (the token, or a loopback port),
 * Prometheus's text through prom-client, requests by route pattern and status (the cached-reads front's
 * answers too), cache hits, orders, the outbox, job lag, pool use, event-loop delay and memory.
 */
describe.skipIf(!databaseAvailable)('metrics', () => {
  let t: TestApp
  let base: string
  beforeAll(async () => {
    // A real cache-version TTL, so repeated reads are answered by the front (decision 0032).
    t = await createTestApp({ seed: 'demo', env: { METRICS_TOKEN }, cacheVersionTtlMs: 60_000 })
    base = await t.app.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const scrape = async () => {
    const res = await fetch(`${base}/metrics`, { headers: bearer })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8')
    expect(res.headers.get('cache-control')).toBe('no-store')
    return res.text()
  }

  it('answers only with the metrics token as a Bearer token', async () => {
    for (const headers of [{}, { authorization: `Bearer ${METRICS_TOKEN}x` }, { authorization: METRICS_TOKEN }, ownerHeaders]) {
      const res = await fetch(`${base}/metrics`, { headers })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ message: 'Metrics need the metrics token' })
    }
    const plain = await createTestApp({ seed: 'empty' })
    try {
      // Without METRICS_TOKEN nothing is counted, and /metrics is not the storefront's HTML but a 404.
      expect(plain.app.ctx.metrics).toBeNull()
      const res = await plain.app.inject({ url: '/metrics', headers: bearer })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual({ message: 'Not found' })
    } finally {
      await plain.close()
    }
  })

  it('counts requests by route pattern and status, the front’s cached answers included, and cache hits', async () => {
    const before = await scrape()
    const count = (text: string, labels: string) => valueOf(text, `http_request_duration_seconds_count{${labels}}`) ?? 0
    const products = 'method="GET",route="/api/get-products",status="200"'
    const hits = (text: string) => valueOf(text, 'store_cache_hits_total{answered_by="front"}') ?? 0
    for (let i = 0; i < 3; i++) expect((await fetch(`${base}/api/get-products?per_page=5`)).status).toBe(200)
    expect((await fetch(`${base}/api/get-product?slug=no-such-dish-12345`)).status).toBe(404)
    const after = await scrape()
    expect(count(after, products) - count(before, products)).toBe(3)
    expect(hits(after) - hits(before)).toBeGreaterThanOrEqual(2) // the first read may fill the cache, the rest are the front's
    expect(count(after, 'method="GET",route="/api/get-product",status="404"')).toBeGreaterThanOrEqual(1)
    // Latency buckets, cumulative, ending at +Inf with the count.
    expect(valueOf(after, `http_request_duration_seconds_bucket{${products},le="+Inf"}`)).toBe(count(after, products))
    expect(after).toMatch(/^http_request_duration_seconds_sum\{method="GET",route="\/api\/get-products",status="200"\} \d/m)
    // The route's pattern, never the raw URL: no query string, slug or id in a label.
    expect(after).not.toMatch(/route="[^"]*(\?|no-such-dish)/)
  })

  it('shows orders placed, cancelled and refunded, the outbox, job lag, pool use, event-loop delay and memory', async () => {
    const before = await scrape()
    const branch = (await t.app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items[0].id as number
    const product = (await createProduct(t.app, { name: 'Metric muffin', selling_price: 300 })).id
    const shopper = await registerShopper(t.app, 'Meera')
    await fundWallet(t.app, shopper.headers, 10_000)
    const placed: string[] = []
    for (const payment_method of ['cod', 'wallet']) {
      await addToCart(t.app, shopper.headers, branch, product, 1)
      placed.push((await placeOrder(t.app, shopper.headers, branch, { fulfilment: 'pickup', payment_method })).id)
    }
    const owner = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: ownerHeaders, payload })
    expect((await owner(`/api/admin/orders/${placed[0]}/cancel`, { reason: 'Out of dough' })).statusCode).toBe(200)
    const refund = await owner(`/api/admin/orders/${placed[1]}/refund`, { amount: 100, reason: 'Late' })
    expect(refund.statusCode, refund.body).toBe(200)
    const text = await scrape()
    const grew = (series: string) => valueOf(text, series)! - valueOf(before, series)!
    expect(grew('store_orders_placed_total')).toBe(2)
    expect(grew('store_orders_cancelled_total')).toBe(1)
    expect(grew('store_orders_refunded_total')).toBe(1)
    expect(valueOf(text, 'store_outbox_backlog')).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, 'store_outbox_failed')).toBe(0)
    for (const queue of ['outbox', 'payment_jobs', 'backups'])
      expect(valueOf(text, `store_job_lag_seconds{queue="${queue}"}`)).toBeGreaterThanOrEqual(0)
    expect(text).toMatch(/^# TYPE store_orders_placed_total counter$/m)
    expect(valueOf(text, 'nodejs_eventloop_lag_p99_seconds')).toBeGreaterThanOrEqual(0)
    expect(valueOf(text, 'process_resident_memory_bytes')).toBeGreaterThan(0)
    expect(valueOf(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0)
    if (dbKind === 'postgres') {
      expect(valueOf(text, 'store_db_pool_connections{state="max"}')).toBe(10)
      expect(valueOf(text, 'store_db_pool_connections{state="open"}')).toBeGreaterThan(0)
    } else expect(text).not.toMatch(/store_db_pool_connections/)
    // The admin call with an id is counted under its pattern.
    expect(valueOf(text, 'http_request_duration_seconds_count{method="POST",route="/api/admin/orders/:id/cancel",status="200"}')).toBe(1)
  })

  it.skipIf(dbKind !== 'sqlite')('serves /metrics without a token on METRICS_PORT, on loopback only', { timeout: 90_000 }, async () => {
    const database = await createTestDatabase()
    const metricsPort = await freePort()
    const server = await startServerProcess({
      OWNER_TOKEN,
      STORE_SEED: 'empty',
      WEB_DIST_DIR: '/nonexistent',
      SQLITE_PATH: database.sqlitePath,
      METRICS_PORT: String(metricsPort),
    })
    try {
      const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
      expect(res.status).toBe(200)
      expect(await res.text()).toMatch(/^process_resident_memory_bytes \d+/m)
      // The store's own port has no token configured: no metrics there.
      expect((await fetch(`${server.url}/metrics`)).status).toBe(404)
      // Bound to loopback: another address of this machine is refused.
      const outside = Object.values(os.networkInterfaces())
        .flat()
        .find((i) => i && i.family === 'IPv4' && !i.internal)
      if (outside) await expect(fetch(`http://${outside.address}:${metricsPort}/metrics`)).rejects.toThrow()
    } finally {
      await server.stop()
      await database.drop()
    }
  })
})
