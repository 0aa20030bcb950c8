import type { FastifyInstance } from 'fastify'
import { reviewEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/**
 * Reviews. A product's reviews and rating are the same for everyone: answered from the
 * versioned response cache, which 'cache-reviews' renews on every review change (decision 0022).
 * Rating and the order's reviews are the shopper's own and never stored by a cache.
 */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const { reviews } = app.ctx.services
  const route = endpointRoutes(app, reviewEndpoints)
  const cache = ['cache-reviews'] as const

  // The answer names its product, so a rename renews it too.
  route('GET /api/get-product-reviews', ({ query }) => reviews.productReviews(query.product_id, query.page ?? 1), {
    cache: [...cache, 'cache-products'],
  })
  route('GET /api/get-product-rating', ({ query }) => reviews.productRating(query.product_id), { cache })
}

/** Rating and the order's reviews: the shopper's own (the shopper scope logs them in, never cached). */
export async function reviewShopperRoutes(app: FastifyInstance): Promise<void> {
  const { reviews } = app.ctx.services
  const route = endpointRoutes(app, reviewEndpoints)
  route('POST /api/rate-order-item', async ({ request, body }) => ({ review: await reviews.rate(request.shopperId, body) }))
  route('GET /api/get-order-reviews', ({ request, query }) => reviews.orderReviews(request.shopperId, query.order_id))
}
