import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { startPaymentsStore, type PaymentsStore } from './payments.support.ts'

/** Decision 0041: where the links in the store's messages point, with and without PUBLIC_URL. */
describe.skipIf(!databaseAvailable)('the public address in messages', () => {
  let s: PaymentsStore
  beforeAll(async () => {
    s = await startPaymentsStore()
    await s.app.ctx.paymentsWorker?.stop() // the test runs the expiry itself
  })
  afterAll(async () => {
    await s?.close()
  })

  it('links an order expired by the job (no request at hand) to the full address it was placed from', async () => {
    const product = (await s.product(900, 5)).id
    const me = await s.shopperWithCart(product, 1)
    const { order } = await s.placeOnline(me.headers, { use_wallet: false })
    await s.app.ctx.services.paymentJobs!.runDue(new Date(Date.now() + 16 * 60_000))
    expect((await s.order(me.headers, order.id)).status).toBe('cancelled')
    const messages = await s.app.ctx.db.kysely
      .selectFrom('outbox')
      .select(['subject', 'body'])
      .where('recipient', '=', me.email)
      .orderBy('id')
      .execute()
    const cancelled = messages.at(-1)!
    expect(cancelled.body).toContain(`http://localhost:80/track-order/${order.id}`)
    expect(cancelled.body).not.toMatch(/(^|\s)\/track-order\//m)
  })

  it('warns once at boot when a production store has no PUBLIC_URL, and not otherwise', async () => {
    const boot = async (env: NodeJS.ProcessEnv) => {
      const lines: string[] = []
      const t = await createTestApp({ seed: 'empty', env, print: (line) => lines.push(line) })
      await t.app.ready()
      await t.close()
      return lines.filter((line) => line.startsWith('PUBLIC_URL is not set'))
    }
    expect(await boot({ NODE_ENV: 'production' })).toHaveLength(1)
    expect(await boot({ NODE_ENV: 'production', PUBLIC_URL: 'https://shop.example.com' })).toEqual([])
    expect(await boot({})).toEqual([])
  })
})
