import type { FastifyInstance } from 'fastify'
import { cartEndpoints, DEFAULT_BRANCH_ID } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { cartOwner } from './identity.ts'

const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

/** spec §7 cart and discount calls. Carts are personal: never cached, always priced now. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart } = app.ctx.services
  const route = endpointRoutes(app, cartEndpoints)

  // A callback hook, not an async one: it runs on every cart call and needs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/get-cart', ({ request, query }) => cart.get(cartOwner(request), branch(query)))
  route('GET /api/get-cart-recommended-products', async ({ request, query }) => ({
    products: await cart.recommended(cartOwner(request), branch(query)),
  }))
  route('POST /api/cart/add', ({ request, query, body }) => cart.add(cartOwner(request), branch(query), body))
  route('PUT /api/cart/update', ({ request, query, body }) => cart.update(cartOwner(request), branch(query), body))
  route('DELETE /api/cart/remove/:id', ({ request, query, params }) => cart.remove(cartOwner(request), branch(query), params.id))

  route('GET /api/get-discounts', async ({ request, query }) => ({ discounts: await cart.discounts(cartOwner(request), branch(query)) }))
  route('POST /api/cart/apply-coupon', ({ request, query, body }) => cart.applyCoupon(cartOwner(request), branch(query), body.code))
  route('DELETE /api/cart/remove-coupon', ({ request, query }) => cart.removeCoupon(cartOwner(request), branch(query)))
}
