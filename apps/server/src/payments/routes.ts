import type { FastifyInstance } from 'fastify'
import { Type } from 'typebox'
import { ACCESS, ErrorBody, orderEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'

/** Razorpay's events are small; a body beyond this is not one of them. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

const offline = () => new InputError('Online payment is not available', [{ path: 'payment_method', message: 'online payment is off' }])

/**
 * Online payment: the browser's callback after Razorpay checkout (process-payment, in the
 * orders contract) and Razorpay's webhook (not in the contract: it reads its raw body).
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  await app.register(webhookRoute)
}

/** The browser's callback after Razorpay checkout, for the shopper's own order (the shopper scope logs them in). */
export async function paymentShopperRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = app.ctx.services
  const route = endpointRoutes(app, orderEndpoints)
  route('POST /api/razorpay/process-payment', async ({ request, body }) => {
    if (!payments) throw offline()
    return { order: await payments.processPayment(request.shopperId, body, request.log) }
  })
}

/**
 * The webhook's signature signs the body's exact bytes, so this route (in its own encapsulated
 * context) takes the body as a Buffer instead of parsed JSON (decision 0017).
 */
async function webhookRoute(app: FastifyInstance): Promise<void> {
  const { paymentWebhook } = app.ctx.services
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))

  app.post(
    '/api/razorpay/webhook',
    {
      schema: {
        tags: ['orders'],
        summary: "Razorpay's webhook: payment.captured, order.paid, payment.failed and refund.processed",
        security: ACCESS.razorpay,
        response: { 200: Type.Object({ status: Type.String() }), 401: ErrorBody, 413: ErrorBody, 422: ErrorBody, 503: ErrorBody },
      },
    },
    async (request) => {
      if (!paymentWebhook) throw offline()
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
      const status = await paymentWebhook.receive(body, request.headers['x-razorpay-signature'], request.headers['x-razorpay-event-id'])
      return { status }
    },
  )
}
