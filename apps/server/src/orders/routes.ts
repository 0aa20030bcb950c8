import type { FastifyInstance } from 'fastify'
import { DEFAULT_BRANCH_ID, orderEndpoints } from '@store/core'
import { UnauthorizedError } from '../accounts/service.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { publicOrigin } from '../http/public-origin.ts'

const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

/**
 * Checkout and orders. Every call but tracking needs a logged-in shopper (401), and another
 * shopper's order is a 404. razorpay/process-payment and the webhook live with payments.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, orders, placeOrder, store } = app.ctx.services
  const route = endpointRoutes(app, orderEndpoints)

  route('GET /api/checkout-options', async () => {
    const settings = await store.checkoutSettings()
    return { online_payment: placeOrder.onlinePayment, cancel_window_minutes: settings.cancelWindowMinutes, digital: settings.digital }
  })

  // Anyone with the link may track; the address is shown only to the order's own shopper.
  route('GET /api/get-single-order-to-track', async ({ request, query }) => {
    let viewer: number | undefined
    if (request.headers.authorization !== undefined) {
      try {
        viewer = await accounts.requireUserId(request)
      } catch (error) {
        if (!(error instanceof UnauthorizedError)) throw error // a stale login still sees the public tracking
      }
    }
    return { order: await orders.track(query.order_id, viewer) }
  })
}

/**
 * Placing, listing, reading, cancelling and reordering the shopper's own orders (the shopper scope
 * logs them in; another shopper's order is a 404).
 */
export async function orderShopperRoutes(app: FastifyInstance): Promise<void> {
  const { orders, placeOrder, orderLifecycle, reorder } = app.ctx.services
  const route = endpointRoutes(app, orderEndpoints)

  route('POST /api/place-order', async ({ request, reply, query, body }) => {
    const key = request.headers['idempotency-key']
    const { status, answer } = await placeOrder.place({
      userId: request.shopperId,
      branchId: branch(query),
      body,
      key: typeof key === 'string' ? key : undefined,
      origin: publicOrigin(request),
    })
    reply.status(status)
    return answer
  })

  route('GET /api/get-all-orders', async ({ request, query }) => orders.mine(request.shopperId, query.page ?? 1))

  route('GET /api/get-single-order', async ({ request, query }) => ({
    order: await orders.view(await orders.ownOrThrow(request.shopperId, query.order_id)),
  }))

  route('POST /api/cancel-order', async ({ request, body }) => {
    const row = await orders.ownOrThrow(request.shopperId, body.order_id)
    await orderLifecycle.cancelByShopper(row, body.reason, publicOrigin(request))
    return { order: await orders.view(await orders.anyOrThrow(body.order_id)) }
  })

  route('POST /api/reorder', async ({ request, query, body }) => {
    const row = await orders.ownOrThrow(request.shopperId, body.order_id)
    return reorder.reorder(row.id, `user:${request.shopperId}`, branch(query))
  })
}
