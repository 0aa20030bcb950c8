import { CompiledQuery } from 'kysely'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MetricsRepository } from '../../apps/server/src/metrics/repository.ts'
import { addToCart, createProduct, fundWallet, placeOrder, registerShopper } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable, dbKind } from '../support/test-db.ts'

/** The plan nodes of a PostgreSQL EXPLAIN (FORMAT JSON), flattened. */
function planNodes(node: Record<string, unknown>): Record<string, unknown>[] {
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? []
  return [node, ...children.flatMap(planNodes)]
}

/**
 * The orders /metrics reports at each scrape (decision 0071), on SQLite and PostgreSQL: the same figures
 * as counting every order row, read from indexes alone, so a scrape stays cheap on a store with many
 * orders (bench/metrics-scrape.bench.ts measures it at 100,000).
 */
describe.skipIf(!databaseAvailable)('the order figures of /metrics', () => {
  let t: TestApp
  let repo: MetricsRepository
  beforeAll(async () => {
    t = await createTestApp({ seed: 'demo' })
    repo = new MetricsRepository(t.database.db.kysely)
    const branch = (await t.app.inject({ url: '/api/admin/branches', headers: ownerHeaders })).json().items[0].id as number
    const product = (await createProduct(t.app, { name: 'Counted cake', selling_price: 500 })).id
    const shopper = await registerShopper(t.app, 'Ravi')
    await fundWallet(t.app, shopper.headers, 10_000)
    const placed: string[] = []
    for (const payment_method of ['cod', 'wallet', 'wallet', 'cod']) {
      await addToCart(t.app, shopper.headers, branch, product, 1)
      placed.push((await placeOrder(t.app, shopper.headers, branch, { fulfilment: 'pickup', payment_method })).id)
    }
    const owner = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: ownerHeaders, payload })
    expect((await owner(`/api/admin/orders/${placed[0]}/cancel`, { reason: 'Out of flour' })).statusCode).toBe(200)
    // A partial refund, and a whole one of a cancelled order: each counts once.
    expect((await owner(`/api/admin/orders/${placed[1]}/refund`, { amount: 100, reason: 'Late' })).statusCode).toBe(200)
    expect((await owner(`/api/admin/orders/${placed[2]}/cancel`, { reason: 'Closed early' })).statusCode).toBe(200)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('counts every order, the cancelled ones and those with money refunded, as a count of every row does', async () => {
    const rows = await t.database.db.kysely.selectFrom('orders').select(['status', 'refunded']).execute()
    const expected = {
      placed: rows.length,
      cancelled: rows.filter((r) => r.status === 'cancelled').length,
      refunded: rows.filter((r) => Number(r.refunded) > 0).length,
    }
    expect(expected.cancelled).toBeGreaterThanOrEqual(2)
    expect(expected.refunded).toBeGreaterThanOrEqual(2)
    expect(await repo.orderCounts()).toEqual(expected)
  })

  it.skipIf(dbKind !== 'sqlite')('reads only indexes on SQLite, never the order rows', async () => {
    const { sql, parameters } = repo.orderCountsQuery().compile()
    const plan = await t.database.db.kysely.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`EXPLAIN QUERY PLAN ${sql}`, [...parameters]),
    )
    const reads = plan.rows.map((r) => r.detail).filter((d) => /\borders\b/.test(d))
    expect(reads).toHaveLength(3)
    for (const read of reads) expect(read).toMatch(/USING COVERING INDEX/)
    expect(reads.join('\n')).toMatch(/USING COVERING INDEX orders_refunded\b/)
  })

  it.skipIf(dbKind !== 'postgres')('can be read from indexes alone on PostgreSQL, never the order rows', async () => {
    const client = new pg.Client({ connectionString: t.database.databaseUrl! })
    await client.connect()
    try {
      // As autovacuum leaves a table (the visibility map set), and with the table's rows ruled out: the
      // question is whether indexes can answer; at 100,000 orders the planner picks them by itself.
      await client.query('VACUUM (ANALYZE) orders')
      await client.query('SET enable_seqscan = off')
      await client.query('SET enable_bitmapscan = off')
      const { sql } = repo.orderCountsQuery().compile()
      const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: Record<string, unknown> }] }>(`EXPLAIN (FORMAT JSON) ${sql}`)
      const reads = planNodes(rows[0]!['QUERY PLAN'][0].Plan).filter((n) => n['Relation Name'] === 'orders')
      expect(reads).toHaveLength(3)
      for (const read of reads) expect(read['Node Type']).toBe('Index Only Scan')
      expect(reads.map((r) => r['Index Name'])).toContain('orders_refunded')
    } finally {
      await client.end()
    }
  })
})
