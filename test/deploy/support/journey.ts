import { randomUUID } from 'node:crypto'

export interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
}

/** One HTTP call, whatever carries it (plain fetch to a container, HTTP/2 over TLS through nginx). */
export type Send = (method: string, path: string, options?: { headers?: Record<string, string>; body?: string | Buffer }) => Promise<Answer>

/** A plain HTTP/1.1 client on `base` (http://host:port) with Node's fetch. */
export const fetchClient =
  (base: string): Send =>
  async (method, path, options = {}) => {
    // fetch's types take a Buffer only as a copy over a plain ArrayBuffer.
    const body = typeof options.body === 'string' || options.body === undefined ? options.body : new Uint8Array(options.body)
    const res = await fetch(base + path, { method, headers: options.headers, body })
    return { status: res.status, headers: Object.fromEntries(res.headers), text: await res.text() }
  }

let serial = 0

async function expectStatus(send: Send, status: number, method: string, path: string, body?: object, headers: Record<string, string> = {}) {
  const answer = await send(method, path, {
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    body: body ? JSON.stringify(body) : undefined,
  })
  if (answer.status !== status) throw new Error(`${method} ${path} answered ${answer.status}, not ${status}: ${answer.text.slice(0, 300)}`)
  return JSON.parse(answer.text) as Record<string, unknown>
}

/**
 * A shopper's journey over HTTP on the demo store: browse the first branch's products, open one,
 * register, add it to the cart, place a cash order for pickup, and read the order back. Answers the
 * order's id; throws with the call and its answer at the first unexpected status.
 */
export async function shopperJourney(send: Send): Promise<{ orderId: string; productId: number }> {
  const { products } = (await expectStatus(send, 200, 'GET', '/api/get-products?branch_id=1&per_page=50')) as {
    products: { id: number; slug: string; has_options: boolean; in_stock: boolean }[]
  }
  const product = products.find((p) => !p.has_options && p.in_stock)
  if (!product) throw new Error('The demo store has no product without options in stock')
  await expectStatus(send, 200, 'GET', `/api/get-product?branch_id=1&slug=${product.slug}`)
  const n = `${process.pid % 1000}${String(++serial).padStart(3, '0')}${String(Date.now() % 10_000).padStart(4, '0')}`
  const { authToken } = (await expectStatus(send, 201, 'POST', '/api/register', {
    name: 'Deploy Shopper',
    email: `deploy.${n}@example.com`,
    phone: `+9190${n.slice(-8).padStart(8, '0')}`,
    password: 'long enough secret',
  })) as { authToken: string }
  const me = { authorization: `Bearer ${authToken}` }
  await expectStatus(send, 201, 'POST', '/api/cart/add?branch_id=1', { product_id: product.id, quantity: 2 }, me)
  const { order } = (await expectStatus(
    send,
    201,
    'POST',
    '/api/place-order?branch_id=1',
    { fulfilment: 'pickup', payment_method: 'cod' },
    { ...me, 'idempotency-key': `deploy-${randomUUID()}` },
  )) as { order: { id: string; payment_method: string } }
  if (order.payment_method !== 'cod') throw new Error(`The order was placed as ${order.payment_method}, not cash`)
  const read = (await expectStatus(send, 200, 'GET', `/api/get-single-order?order_id=${order.id}`, undefined, me)) as {
    order: { id: string }
  }
  if (read.order.id !== order.id) throw new Error(`The order read back is ${read.order.id}, not ${order.id}`)
  return { orderId: order.id, productId: product.id }
}
