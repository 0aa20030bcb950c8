import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, ownerHeaders, type TestApp } from '../support/test-app.ts'
import { databaseAvailable } from '../support/test-db.ts'
import { DEFAULT_BRANCH_ID, MAX_LINE_QUANTITY } from '@store/core'
import {
  createBranch,
  createBurger,
  createPizza,
  createProduct,
  PACKAGING_FEE,
  putSettings,
  STORE_SETTINGS,
  updateProduct,
} from '../support/factories.ts'

describe.skipIf(!databaseAvailable)('cart API', () => {
  let t: TestApp
  let margherita: {
    id: number
    attributes: { id: number; name: string; values: { id: number; value: string }[] }[]
    combinations: { ids: number[]; price: number; variant_id: number }[]
    multi_selectable_attributes: { id: number; name: string; values: { id: number; value: string; price: number | null }[] }[]
  }
  let burger: typeof margherita
  // The store is built through the owner API: every price asserted below is one these factories set.
  let downtown: Awaited<ReturnType<typeof createBranch>>
  let riverside: Awaited<ReturnType<typeof createBranch>>
  let pizza: Awaited<ReturnType<typeof createPizza>>
  let burgerMade: Awaited<ReturnType<typeof createBurger>>
  const riversidePizzaPrice = 990
  let lasagne: Awaited<ReturnType<typeof createProduct>>
  beforeAll(async () => {
    t = await createTestApp({ seed: 'empty' })
    await putSettings(t.app, STORE_SETTINGS)
    downtown = await createBranch(t.app, { name: 'Downtown', delivery_fee: 299, free_delivery_above: 3000 })
    expect(downtown.id).toBe(DEFAULT_BRANCH_ID) // calls without ?branch_id= are at Downtown
    riverside = await createBranch(t.app, { name: 'Riverside', delivery_fee: 399, free_delivery_above: 4000 })
    pizza = await createPizza(t.app, { branches: [{ branch_id: riverside.id, selling_price: riversidePizzaPrice }] })
    burgerMade = await createBurger(t.app)
    lasagne = await createProduct(t.app, {
      name: 'Lasagne',
      selling_price: 1290,
      branches: [{ branch_id: riverside.id, is_available: false }],
    })
    margherita = (await t.app.inject({ url: `/api/get-product?slug=${pizza.slug}` })).json().product
    burger = (await t.app.inject({ url: `/api/get-product?slug=${burgerMade.slug}` })).json().product
  })
  afterAll(async () => {
    await t?.close()
  })

  const shopper = () => ({ 'guest-id': randomUUID() })
  const call = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  const value = (p: typeof margherita, attribute: string, label: string) =>
    p.attributes.find((a) => a.name === attribute)!.values.find((v) => v.value === label)!.id
  const addOn = (p: typeof margherita, group: string, label: string) =>
    p.multi_selectable_attributes.find((m) => m.name === group)!.values.find((v) => v.value === label)!.id

  it('starts empty, adds a configured pizza priced by the server, and merges the same choice', async () => {
    const me = shopper()
    expect((await call(me, 'GET', '/api/get-cart')).json()).toMatchObject({ cartItems: [], subtotal: 0, total: 0 })
    const body = {
      product_id: margherita.id,
      quantity: 1,
      selected_attributes: [value(margherita, 'Size', 'Large'), value(margherita, 'Crust', 'Classic')],
      selected_multi_attributes: [addOn(margherita, 'Extra toppings', 'Olives'), addOn(margherita, 'Crust upgrade', 'Cheese-stuffed edge')],
    }
    const added = await call(me, 'POST', '/api/cart/add', body)
    expect(added.statusCode).toBe(201)
    // The Large + Classic combination, Olives at its Large variant price, and the stuffed edge.
    const { prices } = pizza
    const unit = pizza.combination('Large', 'Classic') + prices.toppingOn.Large + prices.stuffedEdge
    expect(added.json().cartItems[0]).toMatchObject({ quantity: 1, unit_price: unit, line_total: unit, name: pizza.name })
    expect(added.json().cartItems[0].options.map((o: { value: string }) => o.value)).toEqual([
      'Large',
      'Classic',
      'Olives',
      'Cheese-stuffed edge',
    ])
    const again = (await call(me, 'POST', '/api/cart/add', body)).json()
    expect(again.cartItems).toHaveLength(1)
    expect(again.cartItems[0].quantity).toBe(2)
    // From free_delivery_above Downtown delivers free; the store adds a packaging fee; prices include 8% tax.
    const subtotal = 2 * unit
    expect(subtotal).toBeGreaterThanOrEqual(downtown.free_delivery_above)
    expect(again).toMatchObject({
      subtotal,
      delivery_charge: 0,
      delivery_message: 'Free delivery',
      applied_additional_fees: [{ name: 'Packaging fee', amount: PACKAGING_FEE }],
      total: subtotal + PACKAGING_FEE,
      subtotal_after_discounts: subtotal,
      tax_amount: Math.round((subtotal * 800) / 10_800),
      cartDetails: { item_count: 2 },
    })
    // The struck-through total follows the product's original price.
    expect(again.total_original_price).toBe(2 * (unit + prices.markdown))
    expect(again.product_price_discount).toBe(2 * prices.markdown)
  })

  it('updates quantity and choices, and removes lines; another shopper cannot touch them', async () => {
    const me = shopper()
    const cart = (
      await call(me, 'POST', '/api/cart/add', {
        product_id: burger.id,
        selected_attributes: [value(burger, 'Patty', 'Beef')],
        selected_multi_attributes: [addOn(burger, 'Choose a side', 'Fries')],
      })
    ).json()
    const line = cart.cartItems[0].id
    const updated = await call(me, 'PUT', '/api/cart/update', { cart_id: line, quantity: 3 })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().cartItems[0]).toMatchObject({ quantity: 3, line_total: 3 * burgerMade.prices.Beef })
    const switched = (
      await call(me, 'PUT', '/api/cart/update', {
        cart_id: line,
        quantity: 1,
        selected_attributes: [value(burger, 'Patty', 'Plant-based')],
        selected_multi_attributes: [addOn(burger, 'Choose a side', 'Onion rings')],
      })
    ).json()
    expect(switched.cartItems[0].unit_price).toBe(burgerMade.prices['Plant-based'] + burgerMade.prices.onionRings)
    const stranger = shopper()
    expect((await call(stranger, 'PUT', '/api/cart/update', { cart_id: line, quantity: 5 })).statusCode).toBe(404)
    expect((await call(stranger, 'DELETE', `/api/cart/remove/${line}`)).statusCode).toBe(404)
    const removed = await call(me, 'DELETE', `/api/cart/remove/${line}`)
    expect(removed.statusCode).toBe(200)
    expect(removed.json().cartItems).toEqual([])
    expect((await call(me, 'DELETE', `/api/cart/remove/${line}`)).statusCode).toBe(404)
  })

  it('refuses bad quantities, prices from the client, foreign, disabled and missing choices with a toast-ready 422', async () => {
    const me = shopper()
    const base = {
      product_id: burger.id,
      selected_attributes: [value(burger, 'Patty', 'Beef')],
      selected_multi_attributes: [addOn(burger, 'Choose a side', 'Fries')],
    }
    const bad: [string, object, RegExp][] = [
      ['zero', { ...base, quantity: 0 }, /quantity/],
      ['negative', { ...base, quantity: -1 }, /quantity/],
      ['fractional', { ...base, quantity: 1.5 }, /quantity/],
      ['huge', { ...base, quantity: 1e9 }, /quantity/],
      ['client price', { ...base, price: 1 }, /price is not a field this call takes/],
      ['client total', { ...base, total: 1 }, /total is not a field this call takes/],
      ['missing minimum', { ...base, selected_multi_attributes: [] }, /^Please select at least 1 options for Choose a side$/],
      ["another product's value", { ...base, selected_attributes: [value(margherita, 'Size', 'Small')] }, /not available/],
      ['missing attribute', { ...base, selected_attributes: [] }, /^Please choose Patty$/],
      [
        'disabled add-on (dependency)',
        {
          ...base,
          selected_attributes: [value(burger, 'Patty', 'Plant-based')],
          selected_multi_attributes: [addOn(burger, 'Choose a side', 'Fries'), addOn(burger, 'Extras', 'Bacon')],
        },
        /not available/,
      ],
      [
        'over max',
        { ...base, selected_multi_attributes: [addOn(burger, 'Choose a side', 'Fries'), addOn(burger, 'Choose a side', 'Side salad')] },
        /at most 1 options/,
      ],
      ['unknown product', { ...base, product_id: 999999 }, /not available/],
    ]
    for (const [label, body, message] of bad) {
      const res = await call(me, 'POST', '/api/cart/add', body)
      expect(res.statusCode, label).toBe(422)
      expect(res.json().message, label).toMatch(message)
    }
    expect((await call(me, 'GET', '/api/get-cart')).json().cartItems).toEqual([])
    expect((await call({}, 'GET', '/api/get-cart')).statusCode).toBe(422)
    expect((await call({ 'guest-id': 'not-a-uuid' }, 'GET', '/api/get-cart')).statusCode).toBe(422)
    expect((await call({ authorization: 'Bearer unknown' }, 'GET', '/api/get-cart')).statusCode).toBe(401)
  })

  it('keeps carts per branch at that branch price, and refuses what a branch does not sell', async () => {
    const me = shopper()
    const body = {
      product_id: margherita.id,
      selected_attributes: [value(margherita, 'Size', 'Small'), value(margherita, 'Crust', 'Classic')],
    }
    expect((await call(me, 'POST', `/api/cart/add?branch_id=${riverside.id}`, body)).json().cartItems[0].unit_price).toBe(
      riversidePizzaPrice,
    )
    expect((await call(me, 'GET', `/api/get-cart?branch_id=${downtown.id}`)).json().cartItems).toEqual([])
    const refused = await call(me, 'POST', `/api/cart/add?branch_id=${riverside.id}`, { product_id: lasagne.id })
    expect(refused.statusCode).toBe(422)
    expect(refused.json().message).toBe('This product is not available at your branch')
  })

  it('reports lines whose price changed or that sold out, and leaves them out of the total', async () => {
    const me = shopper()
    const tiramisu = await createProduct(t.app, { name: 'Tiramisu', selling_price: 640 })
    const cannoli = await createProduct(t.app, { name: 'Cannoli', selling_price: 470 })
    await call(me, 'POST', '/api/cart/add', { product_id: tiramisu.id })
    await call(me, 'POST', '/api/cart/add', { product_id: cannoli.id })
    const { id: _tiramisu, ...tiramisuDoc } = tiramisu
    const { id: _cannoli, ...cannoliDoc } = cannoli
    const newPrice = tiramisu.selling_price + 50
    await updateProduct(t.app, tiramisu.id, { ...tiramisuDoc, selling_price: newPrice })
    await updateProduct(t.app, cannoli.id, { ...cannoliDoc, stock: 0 })
    const cart = (await call(me, 'GET', '/api/get-cart')).json()
    expect(cart.adjusted_cart_items.map((a: { reason: string }) => a.reason).sort()).toEqual(['price_changed', 'sold_out'])
    expect(cart.adjusted_cart_items.find((a: { reason: string }) => a.reason === 'price_changed')).toMatchObject({
      old_unit_price: tiramisu.selling_price,
      new_unit_price: newPrice,
    })
    expect(cart.subtotal).toBe(newPrice)
    const missing = ((downtown.free_delivery_above - newPrice) / 100).toFixed(2)
    expect(cart).toMatchObject({
      delivery_charge: downtown.delivery_fee,
      total: newPrice + downtown.delivery_fee + PACKAGING_FEE,
      discount_eligibility_message: expect.stringContaining(`Add $${missing} more to get free delivery`),
    })
    expect((await call(me, 'POST', '/api/cart/add', { product_id: cannoli.id })).json().message).toBe('Cannoli is sold out')
  })

  it('merges a line into another when its options are changed to the same choice', async () => {
    const me = shopper()
    const beefFries = {
      selected_attributes: [value(burger, 'Patty', 'Beef')],
      selected_multi_attributes: [addOn(burger, 'Choose a side', 'Fries')],
    }
    await call(me, 'POST', '/api/cart/add', { product_id: burger.id, ...beefFries })
    const two = (
      await call(me, 'POST', '/api/cart/add', {
        product_id: burger.id,
        quantity: 2,
        selected_attributes: [value(burger, 'Patty', 'Plant-based')],
        selected_multi_attributes: [addOn(burger, 'Choose a side', 'Onion rings')],
      })
    ).json()
    expect(two.cartItems).toHaveLength(2)
    const merged = (await call(me, 'PUT', '/api/cart/update', { cart_id: two.cartItems[1].id, quantity: 2, ...beefFries })).json()
    expect(merged.cartItems).toHaveLength(1)
    expect(merged.cartItems[0]).toMatchObject({ id: two.cartItems[0].id, quantity: 3, unit_price: burgerMade.prices.Beef })
  })

  it('keeps a line within the stock and the per-line limit, changing nothing when refused', async () => {
    const me = shopper()
    const { id: espressoId, ...espressoDoc } = await createProduct(t.app, { name: 'Espresso', selling_price: 260 })
    const espresso = { id: espressoId }
    await updateProduct(t.app, espresso.id, { ...espressoDoc, stock: 3 })
    expect((await call(me, 'POST', '/api/cart/add', { product_id: espresso.id, quantity: 2 })).statusCode).toBe(201)
    const over = await call(me, 'POST', '/api/cart/add', { product_id: espresso.id, quantity: 2 })
    expect(over.statusCode).toBe(422)
    expect(over.json().message).toBe('Only 3 of Espresso left')
    const cart = (await call(me, 'GET', '/api/get-cart')).json()
    expect(cart.cartItems.map((l: { quantity: number }) => l.quantity)).toEqual([2])
    expect((await call(me, 'PUT', '/api/cart/update', { cart_id: cart.cartItems[0].id, quantity: 4 })).json().message).toBe(
      'Only 3 of Espresso left',
    )
    expect((await call(me, 'POST', '/api/cart/add', { product_id: espresso.id })).json().cartItems[0].quantity).toBe(3)
    const tiramisu = await createProduct(t.app, { name: 'Tiramisu', selling_price: 640 })
    const many = await call(me, 'POST', '/api/cart/add', { product_id: tiramisu.id, quantity: MAX_LINE_QUANTITY })
    expect(many.statusCode).toBe(201)
    expect((await call(me, 'POST', '/api/cart/add', { product_id: tiramisu.id })).json().message).toBe(
      `You can add at most ${MAX_LINE_QUANTITY} of ${tiramisu.name}`,
    )
  })

  it('keeps cart lines valid when the owner edits a product, and reports options that went away', async () => {
    const doc = (large: number, toppings: string[]) => ({
      name: 'Test Pie',
      slug: 'test-pie',
      selling_price: 900,
      attributes: [{ name: 'Size', values: [{ value: 'Small' }, { value: 'Large' }] }],
      combinations: [
        { values: ['Small'], price: 900 },
        { values: ['Large'], price: large },
      ],
      multi_selectable_attributes: [
        { name: 'Toppings', min_select: 0, max_select: 2, values: toppings.map((value) => ({ value, price: 100 })) },
      ],
    })
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/products',
      headers: ownerHeaders,
      payload: doc(1300, ['Olives', 'Burrata']),
    })
    expect(created.statusCode).toBe(201)
    const pie = (await t.app.inject({ url: '/api/get-product?slug=test-pie' })).json().product
    const me = shopper()
    const line = (
      await call(me, 'POST', '/api/cart/add', {
        product_id: pie.id,
        selected_attributes: [value(pie, 'Size', 'Large')],
        selected_multi_attributes: [addOn(pie, 'Toppings', 'Olives')],
      })
    ).json().cartItems[0]
    expect(line.unit_price).toBe(1400)

    // A price change and a new topping keep every id the cart uses.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${pie.id}`,
      headers: ownerHeaders,
      payload: doc(1500, ['Olives', 'Burrata', 'Basil']),
    })
    const repriced = (await call(me, 'GET', '/api/get-cart')).json()
    expect(repriced.cartItems[0]).toMatchObject({ id: line.id, is_available: true, unit_price: 1600 })
    expect(repriced.adjusted_cart_items).toMatchObject([{ reason: 'price_changed', old_unit_price: 1400, new_unit_price: 1600 }])
    const edited = (await t.app.inject({ url: '/api/get-product?slug=test-pie' })).json().product
    expect(value(edited, 'Size', 'Large')).toBe(value(pie, 'Size', 'Large'))
    expect(addOn(edited, 'Toppings', 'Olives')).toBe(addOn(pie, 'Toppings', 'Olives'))

    // Removing the chosen topping makes the line one to choose again.
    await t.app.inject({
      method: 'PUT',
      url: `/api/admin/products/${pie.id}`,
      headers: ownerHeaders,
      payload: doc(1500, ['Burrata', 'Basil']),
    })
    const gone = (await call(me, 'GET', '/api/get-cart')).json()
    expect(gone.cartItems[0].is_available).toBe(false)
    expect(gone.adjusted_cart_items).toMatchObject([{ reason: 'options_changed' }])
  })
})
