import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CustomerDetail, CustomerPage } from '@store/core'
import { addAddress, createProduct, registerShopper, unique } from '../support/factories.ts'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'

/** The owner's customers (decision 0058): search by name, e-mail or phone, a customer's page, a wallet adjustment. */
describe.skipIf(!databaseAvailable)('owner customers', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
  })
  afterAll(async () => {
    await t?.close()
  })

  const search = async (q: string) =>
    (await t.app.inject({ url: `/api/admin/customers?q=${encodeURIComponent(q)}`, headers: ownerHeaders })).json() as CustomerPage
  const detail = async (id: number) => {
    const res = await t.app.inject({ url: `/api/admin/customers/${id}`, headers: ownerHeaders })
    expect(res.statusCode, res.body).toBe(200)
    return res.json() as CustomerDetail
  }

  it('finds a customer by part of the name (any case), the e-mail or the phone digits', async () => {
    const name = unique('Zubeida').replace('-', '')
    const shopper = await registerShopper(t.app, name)
    const other = await registerShopper(t.app, 'Someone')
    const ids = (page: CustomerPage) => page.items.map((c) => c.email)
    expect(ids(await search(name.slice(2).toUpperCase()))).toEqual([shopper.email])
    expect(ids(await search(shopper.email))).toEqual([shopper.email])
    expect(ids(await search(shopper.phone.slice(-8)))).toEqual([shopper.email])
    expect(ids(await search('%'))).not.toContain(other.email) // a % typed is a %, not a wildcard
    expect((await search('')).items.length).toBeGreaterThanOrEqual(2)
  })

  it("shows a customer's page; a wallet adjustment needs a reason and shows in the wallet history", async () => {
    const shopper = await registerShopper(t.app, 'Farah')
    const [found] = (await search(shopper.email)).items
    await addAddress(t.app, shopper.headers)
    const product = await createProduct(t.app)
    await t.app.inject({
      method: 'POST',
      url: '/api/toggle-wishlist-product',
      headers: shopper.headers,
      payload: { product_id: product.id },
    })

    const adjust = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/admin/wallet-adjustments', headers: ownerHeaders, payload })
    const noReason = await adjust({ user_id: found!.id, direction: 'credit', amount: 500, reason: '  ' })
    expect(noReason.statusCode).toBe(422)
    expect((await adjust({ user_id: found!.id, direction: 'credit', amount: 500, reason: 'Cold soup on Friday' })).statusCode).toBe(201)

    const page = await detail(found!.id)
    expect(page.customer).toMatchObject({ name: 'Farah', email: shopper.email, wallet_balance: 500 })
    expect(page.addresses).toEqual([expect.objectContaining({ label: 'Home', pincode: '10001', is_default: true })])
    expect(page.wishlist_count).toBe(1)
    expect(page.wallet).toEqual([
      expect.objectContaining({ direction: 'credit', amount: 500, reason: 'Cold soup on Friday', balance_after: 500 }),
    ])
    expect(page).toMatchObject({ orders: [], reviews: [], scratch_cards: [], referral: { referred_by: null, referred: 0, rewarded: 0 } })
    const wallet = (await t.app.inject({ url: '/api/wallet/transactions', headers: shopper.headers })).json()
    expect(wallet.entries[0]).toMatchObject({ reason: 'Cold soup on Friday', amount: 500 })
  })

  it('answers 404 for an unknown customer and 401 without the owner token', async () => {
    expect((await t.app.inject({ url: '/api/admin/customers/2000000000', headers: ownerHeaders })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/api/admin/customers' })).statusCode).toBe(401)
  })
})
