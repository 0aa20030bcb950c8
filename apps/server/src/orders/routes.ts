import type { FastifyInstance, FastifyRequest } from 'fastify'
import { DEFAULT_BRANCH_ID, orderEndpoints } from '@store/core'
import { UnauthorizedError } from '../accounts/service.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID
/** The origin a mail's tracking link points back to when PUBLIC_URL is not set (decision 0014). */
export const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`

/**
 * issue 10 checkout and orders. Every call but tracking needs a logged-in shopper (401), and another
 * shopper's order is a 404. razorpay/process-payment and the webhook live with payments.
 */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, orders, placeOrder, orderLifecycle, reorder, store } = app.ctx.services
  const route = endpointRoutes(app, orderEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/checkout-options', async () => {
    const settings = await store.checkoutSettings()
    return { online_payment: placeOrder.onlinePayment, cancel_window_minutes: settings.cancelWindowMinutes, digital: settings.digital }
  })

  route('POST /api/place-order', async ({ request, reply, query, body }) => {
    const key = request.headers['idempotency-key']
    const { status, answer } = await placeOrder.place({
      userId: await accounts.requireUserId(request),
      branchId: branch(query),
      body,
      key: typeof key === 'string' ? key : undefined,
      origin: originOf(request),
    })
    reply.status(status)
    return answer
  })

  route('GET /api/get-all-orders', async ({ request, query }) => orders.mine(await accounts.requireUserId(request), query.page ?? 1))

  route('GET /api/get-single-order', async ({ request, query }) => ({
    order: await orders.view(await orders.ownOrThrow(await accounts.requireUserId(request), query.order_id)),
  }))

  // Anyone with the link may track; the address is shown only to the order's own shopper (issue 10).
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

  route('POST /api/cancel-order', async ({ request, body }) => {
    const row = await orders.ownOrThrow(await accounts.requireUserId(request), body.order_id)
    await orderLifecycle.cancelByShopper(row, body.reason, originOf(request))
    return { order: await orders.view(await orders.anyOrThrow(body.order_id)) }
  })

  route('POST /api/reorder', async ({ request, query, body }) => {
    const userId = await accounts.requireUserId(request)
    const row = await orders.ownOrThrow(userId, body.order_id)
    return reorder.reorder(row.id, `user:${userId}`, branch(query))
  })
}
