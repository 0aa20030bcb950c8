import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { DEFAULT_BRANCH_ID } from '@store/core'
import { addToCart, createBranch, createProduct, PACKAGING_FEE, putSettings, STORE_SETTINGS, updateProduct } from '../support/factories.ts'

interface Line {
  product_id: number
  name: string
  is_available: boolean
  line_total: number
}
interface Adjusted {
  product_id: number
  name: string
  reason: string
  message: string
}

/** A line whose product the owner took off sale names that product, and is left out of the totals (spec §3). */
describe.skipIf(!databaseAvailable)('cart lines no longer sold', () => {
  let t: TestApp
  let branch: Awaited<ReturnType<typeof createBranch>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, STORE_SETTINGS)
    branch = await createBranch(t.app, { name: 'Downtown', delivery_fee: 299 })
    expect(branch.id).toBe(DEFAULT_BRANCH_ID)
  })
  afterAll(async () => {
    await t?.close()
  })

  /** A cart of a kept product (700) and the one the test takes off sale. */
  async function cartWith(name: string) {
    const me = { 'guest-id': randomUUID() }
    const kept = await createProduct(t.app, { name: 'Garlic Bread', selling_price: 700 })
    const gone = await createProduct(t.app, { name, selling_price: 1200 })
    await addToCart(t.app, me, branch.id, kept.id)
    await addToCart(t.app, me, branch.id, gone.id, 2)
    const getCart = async () => (await t.app.inject({ url: '/api/get-cart', headers: me })).json()
    return { kept, gone, getCart }
  }

  /** The gone product's line and adjustment (named as given), and the totals as if only the kept product were in the cart. */
  function expectLeftOut(cart: { cartItems: Line[]; adjusted_cart_items: Adjusted[] }, goneId: number, lineName: string, name: string) {
    expect(cart.cartItems.find((l) => l.product_id === goneId)).toMatchObject({ name: lineName, is_available: false, line_total: 0 })
    expect(cart.adjusted_cart_items).toEqual([
      expect.objectContaining({
        product_id: goneId,
        name,
        reason: 'unavailable',
        message: `${name} is no longer available and is not counted in your total`,
      }),
    ])
    expect(cart).toMatchObject({ subtotal: 700, total: 700 + 299 + PACKAGING_FEE, cartDetails: { item_count: 1 } })
  }

  it('names a deactivated product in its line and its message', async () => {
    const { gone, getCart } = await cartWith('Margherita Pizza')
    const { id, ...doc } = gone
    await updateProduct(t.app, id, { ...doc, is_active: false })
    const cart = await getCart()
    expectLeftOut(cart, id, 'Margherita Pizza', 'Margherita Pizza')
    expect(cart.adjusted_cart_items[0].message).toBe('Margherita Pizza is no longer available and is not counted in your total')
  })

  it('names a product switched off at the cart’s branch', async () => {
    const { gone, getCart } = await cartWith('Calzone')
    const { id, ...doc } = gone
    await updateProduct(t.app, id, { ...doc, branches: [{ branch_id: branch.id, is_available: false }] })
    expectLeftOut(await getCart(), id, 'Calzone', 'Calzone')
  })

  it('says a product with none left at the branch is sold out, not gone', async () => {
    const { gone, getCart } = await cartWith('Margherita Pizza')
    const { id, ...doc } = gone
    await updateProduct(t.app, id, { ...doc, stock: 0 })
    const cart = await getCart()
    expect(cart.cartItems.find((l: Line) => l.product_id === id)).toMatchObject({ is_available: false, line_total: 0 })
    expect(cart.adjusted_cart_items).toEqual([
      expect.objectContaining({
        product_id: id,
        reason: 'sold_out',
        message: 'Margherita Pizza is sold out and is not counted in your total',
      }),
    ])
    expect(cart).toMatchObject({ subtotal: 700 })
  })

  it('keeps the generic wording for a deleted product, whose name is gone with its row', async () => {
    const { gone, getCart } = await cartWith('Quattro Formaggi')
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/products/${gone.id}`, headers: ownerHeaders })
    expect(removed.statusCode).toBe(200)
    expectLeftOut(await getCart(), gone.id, 'Unavailable product', 'A product')
  })
})
