import createClient from 'openapi-fetch'
// Written by test/api/generated-client.test.ts from the served document before this file is checked and run.
import type { paths } from './storefront-api.d.ts'

/** What the journey saw, for the test to assert. */
export interface JourneyResult {
  productName: string
  lineOptions: string[]
  guestDiscount: number
  discount: number
  orderId: string
  orderTotal: number
  trackedStatus: string
}

/**
 * A shopper's journey through the client generated from the API document (decision 0065): browse,
 * add with options, apply a coupon, register (the guest's cart comes along), place an order, track it.
 * Every call is typed by the generated `paths`; a call the document does not describe does not compile.
 */
export async function shopperJourney(baseUrl: string, coupon: string): Promise<JourneyResult> {
  const guest = { 'guest-id': crypto.randomUUID() }
  const client = createClient<paths>({ baseUrl })

  const home = await client.GET('/api/get-data', { params: { query: { branch_id: 1 } } })
  if (!home.data) throw new Error(`get-data: ${home.response.status}`)
  const category = await client.GET('/api/get-category-products', { params: { query: { slug: 'pizzas', per_page: 10 } } })
  const card = category.data?.products.find((p) => p.has_options)
  if (!card) throw new Error(`no pizza with options: ${category.response.status}`)
  const { data: found } = await client.GET('/api/get-product', { params: { query: { slug: card.slug } } })
  if (!found) throw new Error('get-product')
  const { product } = found

  // The first value of every option, and the cheapest add-on of the first group that has one.
  const selected = product.attributes.map((attribute) => attribute.values[0]!.id)
  const addOn = product.multi_selectable_attributes.find((group) => group.values.length > 0)?.values[0]
  const added = await client.POST('/api/cart/add', {
    params: { query: { branch_id: 1 } },
    headers: guest,
    body: { product_id: product.id, quantity: 2, selected_attributes: selected, selected_multi_attributes: addOn ? [addOn.id] : [] },
  })
  if (!added.data) throw new Error(`cart/add: ${added.response.status} ${JSON.stringify(added.error)}`)

  const applied = await client.POST('/api/cart/apply-coupon', {
    params: { query: { branch_id: 1 } },
    headers: guest,
    body: { code: coupon },
  })
  if (!applied.data) throw new Error(`apply-coupon: ${applied.response.status} ${JSON.stringify(applied.error)}`)

  const email = `journey.${Date.now()}@example.com`
  const registered = await client.POST('/api/register', {
    headers: guest,
    body: { name: 'Journey Shopper', email, phone: `+9198${String(Date.now()).slice(-8)}`, password: 'a long enough secret' },
  })
  if (!registered.data) throw new Error(`register: ${registered.response.status} ${JSON.stringify(registered.error)}`)
  const shopper = { authorization: `Bearer ${registered.data.authToken}` }

  // A guest's coupon is let go when the cart moves into the account (a use is counted per shopper): apply it again.
  const reapplied = await client.POST('/api/cart/apply-coupon', {
    params: { query: { branch_id: 1 } },
    headers: shopper,
    body: { code: coupon },
  })
  if (!reapplied.data) throw new Error(`apply-coupon: ${reapplied.response.status} ${JSON.stringify(reapplied.error)}`)

  const cart = await client.GET('/api/get-cart', { params: { query: { branch_id: 1, fulfilment: 'pickup' } }, headers: shopper })
  if (!cart.data) throw new Error(`get-cart: ${cart.response.status}`)
  const placed = await client.POST('/api/place-order', {
    params: { query: { branch_id: 1 } },
    headers: { ...shopper, 'idempotency-key': crypto.randomUUID() },
    body: { fulfilment: 'pickup', payment_method: 'cod', expected_total: cart.data.total },
  })
  if (!placed.data) throw new Error(`place-order: ${placed.response.status} ${JSON.stringify(placed.error)}`)
  const { order } = placed.data

  const tracked = await client.GET('/api/get-single-order-to-track', { params: { query: { order_id: order.id } } })
  if (!tracked.data) throw new Error(`track: ${tracked.response.status}`)

  return {
    productName: product.name,
    lineOptions: cart.data.cartItems.flatMap((line) => line.options.map((option) => option.value)),
    guestDiscount: applied.data.order_discount_amount,
    discount: cart.data.order_discount_amount,
    orderId: order.id,
    orderTotal: order.totals.total,
    trackedStatus: tracked.data.order.status,
  }
}
