import type { FastifyInstance } from 'fastify'
import { DEFAULT_BRANCH_ID, wishlistEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

/** Wishlist. Every call needs a logged-in shopper (a guest gets 401); answers are the shopper's own, never cached. */
export async function wishlistRoutes(app: FastifyInstance): Promise<void> {
  const { wishlist } = app.ctx.services
  const route = endpointRoutes(app, wishlistEndpoints)

  route('GET /api/get-wishlist', async ({ request, query }) =>
    wishlist.page(request.shopperId, branch(query), { page: query.page ?? 1, per_page: query.per_page ?? 20 }),
  )
  route('POST /api/toggle-wishlist-product', async ({ request, query, body }) =>
    wishlist.toggle(request.shopperId, branch(query), body.product_id),
  )
  route('GET /api/wishlist/ids', async ({ request }) => ({ product_ids: await wishlist.productIds(request.shopperId) }))
}
