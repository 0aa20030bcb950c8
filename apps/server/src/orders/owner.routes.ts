import type { FastifyInstance } from 'fastify'
import { ownerOrderEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { publicOrigin } from '../http/public-origin.ts'

/** The owner's orders; who may call them is checked by admin/role-scope.ts (staff and up, refunds manager). */
export async function ordersOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { orders, orderLifecycle, accounts } = app.ctx.services
  const route = endpointRoutes(app, ownerOrderEndpoints)

  /** The order with its shopper's contact, as the owner sees it. */
  const answer = async (publicId: string) => {
    const row = await orders.anyOrThrow(publicId)
    const customer = row.user_id === null ? null : await accounts.contact(row.user_id)
    return { order: await orders.view(row), customer, cancel_reason: row.cancel_reason }
  }

  route(
    'GET /api/admin/orders',
    ({ query }) =>
      orders.forOwner(
        { status: query.status, branchId: query.branch_id, from: query.from, to: query.to },
        query.page ?? 1,
        query.per_page ?? 20,
      ),
    { security },
  )
  route('GET /api/admin/orders/:id', ({ params }) => answer(params.id), { security })
  route(
    'POST /api/admin/orders/:id/status',
    async ({ params, body, request }) => {
      await orderLifecycle.advance(await orders.anyOrThrow(params.id), body.status, publicOrigin(request))
      return answer(params.id)
    },
    { security },
  )
  route(
    'POST /api/admin/orders/:id/cancel',
    async ({ params, body, request }) => {
      await orderLifecycle.cancelByOwner(await orders.anyOrThrow(params.id), body.reason, publicOrigin(request))
      return answer(params.id)
    },
    { security },
  )
  route(
    'POST /api/admin/orders/:id/refund',
    async ({ params, body, request }) => {
      await orderLifecycle.refund(await orders.anyOrThrow(params.id), body.amount, body.reason, publicOrigin(request))
      return answer(params.id)
    },
    // Money goes back: a manager's call (decision 0050); staff see, move and cancel orders.
    { security, role: 'manager' },
  )
}
