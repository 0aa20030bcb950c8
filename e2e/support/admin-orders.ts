import type { Order } from '@store/core'
import type { App } from '../../apps/server/src/app.ts'
import { addToCart, placeOrder, registerShopper } from '../../test/support/factories.ts'
import { ownerHeaders } from '../../test/support/test-app.ts'

type Shopper = Awaited<ReturnType<typeof registerShopper>>
type Choices = {
  attributes: { name: string; values: { id: number; value: string }[] }[]
  multi_selectable_attributes: { values: { id: number; value: string }[] }[]
}

/** A shopper with a saved address (Downtown's pincode, a landmark), for the owner's journeys. */
export async function shopperWithAddress(app: App, name: string) {
  const shopper = await registerShopper(app, name)
  const res = await app.inject({
    method: 'POST',
    url: '/api/address/add',
    headers: shopper.headers,
    payload: {
      label: 'Home',
      name: `${name} Iyer`,
      phone: '+91 98450 55555',
      line1: '4 Lake View',
      line2: 'Flat 9',
      landmark: 'the blue water tank',
      city: 'Springfield',
      state: 'IL',
      pincode: '10001',
    },
  })
  if (res.statusCode !== 201) throw new Error(`address: ${res.statusCode} ${res.body}`)
  return { ...shopper, addressId: res.json().address.id as number }
}

/** Puts `quantity` of a demo product in the cart, with options and add-ons chosen by their names. */
export async function addWithChoices(
  app: App,
  shopper: Shopper,
  slug: string,
  quantity: number,
  options: [string, string][],
  addOns: string[],
) {
  const { product } = (await app.inject({ url: `/api/get-product?slug=${slug}` })).json() as { product: { id: number } & Choices }
  const value = ([attribute, name]: [string, string]) =>
    product.attributes.find((a) => a.name === attribute)!.values.find((v) => v.value === name)!.id
  const addOn = (name: string) => product.multi_selectable_attributes.flatMap((m) => m.values).find((v) => v.value === name)!.id
  await addToCart(app, shopper.headers, 1, product.id, quantity, {
    selected_attributes: options.map(value),
    selected_multi_attributes: addOns.map(addOn),
  })
}

/** A cash delivery order of the cart at Downtown, with a note. */
export function deliveryOrder(app: App, shopper: Shopper & { addressId: number }, notes?: string): Promise<Order> {
  return placeOrder(app, shopper.headers, 1, {
    fulfilment: 'delivery',
    address_id: shopper.addressId,
    payment_method: 'cod',
    ...(notes && { notes }),
  })
}

/** The owner moves an order along, one step at a time. */
export async function advance(app: App, orderId: string, statuses: readonly string[]): Promise<void> {
  for (const status of statuses) {
    const res = await app.inject({ method: 'POST', url: `/api/admin/orders/${orderId}/status`, headers: ownerHeaders, payload: { status } })
    if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.statusCode} ${res.body}`)
  }
}
