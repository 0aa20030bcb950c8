import type { BranchInput, CategoryInput, CouponInput, Order, ProductInput, SettingsInput } from '@store/core'
import type { App } from '../../apps/server/src/app.ts'
import { ownerHeaders } from './test-app.ts'

/**
 * Test data written through the owner API (POST /api/admin/…), so tests set the prices they assert
 * and never depend on the demo catalogue. Each factory answers the created id and what it set.
 */

let counter = 0
/** A slug or code no other factory call in this process has used. */
export const unique = (prefix: string) => `${prefix}-${++counter}`

async function ownerCall<T>(app: App, method: 'POST' | 'PUT', url: string, payload: object): Promise<T> {
  const res = await app.inject({ method, url: `/api/admin${url}`, headers: ownerHeaders, payload })
  if (res.statusCode >= 300) throw new Error(`${method} /api/admin${url} answered ${res.statusCode}: ${res.body}`)
  return res.json() as T
}

export const putSettings = (app: App, settings: SettingsInput) => ownerCall(app, 'PUT', '/settings', settings)

/** Prices include 8% tax and every order carries a 50-cent packaging fee, like a typical food store. */
export const STORE_SETTINGS = {
  tax_rate_bp: '800',
  prices_include_tax: true,
  additional_fees: JSON.stringify([{ name: 'Packaging fee', amount: 50 }]),
} as const
export const PACKAGING_FEE = 50

/** A branch that delivers for a fee, free from an order subtotal (a number here, so tests can compute with it). */
export async function createBranch(app: App, overrides: Partial<BranchInput> & { free_delivery_above?: number } = {}) {
  const input = {
    name: unique('Branch'),
    address: '1 Test Street',
    pincodes: ['10001'],
    is_open: true,
    delivery_fee: 299,
    free_delivery_above: 3000,
    ...overrides,
  } satisfies BranchInput
  const { id } = await ownerCall<{ id: number }>(app, 'POST', '/branches', input)
  return { id, ...input }
}

export async function createCategory(app: App, overrides: Partial<CategoryInput> = {}) {
  const input = { name: 'Category', slug: unique('category'), color: '#123456', ...overrides } satisfies CategoryInput
  const { id } = await ownerCall<{ id: number }>(app, 'POST', '/categories', input)
  return { id, ...input }
}

/** A product without options at `selling_price` (default 500). */
export async function createProduct(app: App, overrides: Partial<ProductInput> = {}) {
  const input = { name: 'Product', slug: unique('product'), selling_price: 500, ...overrides } satisfies ProductInput
  const { id } = await ownerCall<{ id: number }>(app, 'POST', '/products', input)
  return { id, ...input }
}

export async function updateProduct(app: App, id: number, doc: ProductInput) {
  await ownerCall(app, 'PUT', `/products/${id}`, doc)
}

export async function createCoupon(app: App, input: Partial<CouponInput> & Pick<CouponInput, 'kind' | 'value'>) {
  const full = { code: unique('CODE').replace('-', ''), title: 'Offer', ...input } satisfies CouponInput
  const { id } = await ownerCall<{ id: number }>(app, 'POST', '/coupons', full)
  return { id, ...full }
}

/**
 * A pizza: Size × Crust combinations; toppings priced per combination (variant prices); an upgrade
 * that needs the Classic crust. `prices` says what each choice costs, so tests compute their totals.
 */
export async function createPizza(app: App, overrides: Partial<ProductInput> = {}) {
  const prices = {
    small: 1050,
    size: { Small: 0, Large: 750 },
    crust: { Classic: 0, Thin: 120 },
    /** Each topping: `topping` by default, `toppingOn[size]` on that size (any crust). */
    topping: 140,
    toppingOn: { Small: 160, Large: 230 },
    stuffedEdge: 260,
    glaze: 90,
    /** The struck-through price is this much above the selling price. */
    markdown: 180,
  }
  const sizes = ['Small', 'Large'] as const
  const crusts = ['Classic', 'Thin'] as const
  const combination = (size: (typeof sizes)[number], crust: (typeof crusts)[number]) =>
    prices.small + prices.size[size] + prices.crust[crust]
  const product = await createProduct(app, {
    name: 'Test Margherita',
    slug: unique('pizza'),
    selling_price: prices.small,
    original_price: prices.small + prices.markdown,
    attributes: [
      { name: 'Size', values: sizes.map((value) => ({ value })) },
      { name: 'Crust', values: crusts.map((value) => ({ value })) },
    ],
    combinations: sizes.flatMap((size) => crusts.map((crust) => ({ values: [size, crust], price: combination(size, crust) }))),
    multi_selectable_attributes: [
      {
        name: 'Extra toppings',
        min_select: 0,
        max_select: 4,
        values: ['Mushrooms', 'Olives'].map((value) => ({
          value,
          price: prices.topping,
          variant_prices: sizes.flatMap((size) => crusts.map((crust) => ({ variant: [size, crust], price: prices.toppingOn[size] }))),
        })),
      },
      {
        name: 'Crust upgrade',
        min_select: 0,
        max_select: 1,
        values: [
          { value: 'Cheese-stuffed edge', price: prices.stuffedEdge, dependencies: ['Classic'] },
          { value: 'Garlic butter glaze', price: prices.glaze },
        ],
      },
    ],
    ...overrides,
  })
  return { ...product, prices, combination }
}

/** A burger: a patty to choose (each priced), exactly one side, extras of which Bacon needs a meat patty. */
export async function createBurger(app: App, overrides: Partial<ProductInput> = {}) {
  const prices = { Beef: 930, Chicken: 880, 'Plant-based': 1040, onionRings: 110, bacon: 160 }
  const product = await createProduct(app, {
    name: 'Test Burger',
    slug: unique('burger'),
    selling_price: prices.Beef,
    attributes: [{ name: 'Patty', values: [{ value: 'Beef' }, { value: 'Chicken' }, { value: 'Plant-based' }] }],
    combinations: (['Beef', 'Chicken', 'Plant-based'] as const).map((patty) => ({ values: [patty], price: prices[patty] })),
    multi_selectable_attributes: [
      {
        name: 'Choose a side',
        min_select: 1,
        max_select: 1,
        values: [
          { value: 'Fries', price: null },
          { value: 'Side salad', price: null },
          { value: 'Onion rings', price: prices.onionRings },
        ],
      },
      {
        name: 'Extras',
        min_select: 0,
        max_select: 3,
        values: [
          { value: 'Bacon', price: prices.bacon, dependencies: ['Beef', 'Chicken'] },
          { value: 'Cheddar', price: 100 },
        ],
      },
    ],
    ...overrides,
  })
  return { ...product, prices }
}

/** A registered shopper (POST /api/register) with an e-mail and phone no other call has used; answers the Bearer header. */
export async function registerShopper(app: App, name = 'Asha') {
  const n = String(++counter).padStart(3, '0') + String(Date.now() % 100_000).padStart(5, '0')
  const shopper = { name, email: `${name.toLowerCase()}.${n}@example.com`, phone: `+9190${n}`, password: 'long enough secret' }
  const res = await app.inject({ method: 'POST', url: '/api/register', payload: shopper })
  if (res.statusCode !== 201) throw new Error(`POST /api/register answered ${res.statusCode}: ${res.body}`)
  return { ...shopper, headers: { authorization: `Bearer ${res.json().authToken as string}` } }
}

/** A shopper's request headers (the Bearer header from registerShopper). */
export type Headers = Record<string, string>

/** A saved address of the shopper (POST /api/address/add) in pincode 10001 unless told otherwise; answers its id. */
export async function addAddress(app: App, headers: Headers, overrides: { pincode?: string } = {}) {
  const input = {
    label: 'Home',
    name: 'Asha Rao',
    phone: '+91 98450 12345',
    line1: '12 MG Road',
    city: 'Bengaluru',
    state: 'KA',
    pincode: '10001',
  }
  const res = await app.inject({ method: 'POST', url: '/api/address/add', headers, payload: { ...input, ...overrides } })
  if (res.statusCode !== 201) throw new Error(`POST /api/address/add answered ${res.statusCode}: ${res.body}`)
  return res.json().address.id as number
}

/** Puts `quantity` of a product in the shopper's cart at a branch (POST /api/cart/add). */
export async function addToCart(app: App, headers: Headers, branchId: number, productId: number, quantity = 1, choices: object = {}) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/cart/add?branch_id=${branchId}`,
    headers,
    payload: { product_id: productId, quantity, ...choices },
  })
  if (res.statusCode !== 201) throw new Error(`POST /api/cart/add answered ${res.statusCode}: ${res.body}`)
  return res.json()
}

let keySerial = 0
/** A fresh Idempotency-Key, as the web makes one per checkout attempt. */
export const newIdempotencyKey = () => `key-${Date.now().toString(36)}-${++keySerial}`

/** Places the shopper's cart at a branch (POST /api/place-order, a fresh Idempotency-Key); answers the order. */
export async function placeOrder(app: App, headers: Headers, branchId: number, payload: object): Promise<Order> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/place-order?branch_id=${branchId}`,
    headers: { ...headers, 'idempotency-key': newIdempotencyKey() },
    payload,
  })
  if (res.statusCode !== 201) throw new Error(`POST /api/place-order answered ${res.statusCode}: ${res.body}`)
  return res.json().order as Order
}

/** Credits the shopper's wallet through the wallet service, as a scratch card or the owner's adjustment would (quicker than the owner's adjustment call). */
export async function fundWallet(app: App, headers: Headers, amount: number) {
  const user = (await app.inject({ url: '/api/user/details', headers })).json().user as { id: number }
  await app.ctx.db.kysely
    .transaction()
    .execute((trx) => app.ctx.services.wallet.credit(trx, user.id, amount, 'Test credit', { type: 'adjustment', id: null }))
  return user.id
}

/** A JSON POST over a real connection (for parallel requests to a listening app); its status and parsed body. */
export async function postJson<B = { message?: string }>(
  url: string,
  headers: Headers,
  body: object,
): Promise<{ status: number; body: B }> {
  const res = await fetch(url, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as B }
}
