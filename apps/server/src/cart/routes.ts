import type { FastifyInstance, FastifyRequest } from 'fastify'
import { cartEndpoints, DEFAULT_BRANCH_ID } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

/** spec §7 cart and discount calls. Carts are personal: never cached, always priced now. */
export async function cartRoutes(app: FastifyInstance): Promise<void> {
  const { cart, accounts } = app.ctx.services
  // Whose cart: the logged-in shopper's, or the guest's (spec §6); a bad token is a 401.
  const owner = (request: FastifyRequest) => accounts.ownerKey(request)
  const route = endpointRoutes(app, cartEndpoints)

  route('GET /api/get-cart', async ({ request, query }) => cart.get(await owner(request), branch(query), query.fulfilment))
  route('GET /api/get-cart-recommended-products', async ({ request, query }) => ({
    products: await cart.recommended(await owner(request), branch(query)),
  }))
  route('POST /api/cart/add', async ({ request, query, body }) => cart.add(await owner(request), branch(query), body))
  route('PUT /api/cart/update', async ({ request, query, body }) => cart.update(await owner(request), branch(query), body))
  route('DELETE /api/cart/remove/:id', async ({ request, query, params }) => cart.remove(await owner(request), branch(query), params.id))

  route('GET /api/get-discounts', async ({ request, query }) => ({ discounts: await cart.discounts(await owner(request), branch(query)) }))
  route('POST /api/cart/apply-coupon', async ({ request, query, body }) => cart.applyCoupon(await owner(request), branch(query), body.code))
  route('DELETE /api/cart/remove-coupon', async ({ request, query }) => cart.removeCoupon(await owner(request), branch(query)))
}
