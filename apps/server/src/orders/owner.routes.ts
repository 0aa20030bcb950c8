import type { FastifyInstance } from 'fastify'
import { ownerOrderEndpoints, type OwnerOrderPayment } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { publicOrigin } from '../http/public-origin.ts'
import { inOwnerWords } from './timeline-notes.ts'

/** The payment filter's choices as the orders' columns. */
function paymentFilter(payment: OwnerOrderPayment | undefined): { paymentMethod?: string; paymentStatuses?: string[] } {
  if (payment === 'cod' || payment === 'wallet') return { paymentMethod: payment }
  if (payment === 'online_paid') return { paymentMethod: 'online', paymentStatuses: ['paid'] }
  if (payment === 'online_pending') return { paymentMethod: 'online', paymentStatuses: ['pending', 'failed'] }
  if (payment === 'online_refunded') return { paymentMethod: 'online', paymentStatuses: ['refunded', 'partially_refunded'] }
  return {}
}

/** The owner's orders; who may call them is checked by admin/role-scope.ts (staff and up, refunds manager). */
export async function ordersOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { orders, orderLifecycle, accounts } = app.ctx.services
  const route = endpointRoutes(app, ownerOrderEndpoints)

  /** The order with its shopper's contact, as the owner sees it. */
  const answer = async (publicId: string) => {
    const row = await orders.anyOrThrow(publicId)
    const customer = row.user_id === null ? null : await accounts.contact(row.user_id)
    return { order: inOwnerWords(await orders.view(row)), customer, cancel_reason: row.cancel_reason }
  }

  route(
    'GET /api/admin/orders',
    async ({ query }) => {
      const search = query.q?.trim().replace(/^#/, '')
      const filter = {
        status: query.status,
        statuses: query.statuses?.split(','),
        branchId: query.branch_id,
        from: query.from,
        to: query.to,
        ...paymentFilter(query.payment),
        // An order number, or the shopper's e-mail or phone (their account's, or the delivery address's).
        ...(search && {
          number: /^\d{1,9}$/.test(search) ? Number(search) : undefined,
          userIds: await accounts.idsByContact(search),
          addressPhone: search.includes('@') ? undefined : search,
        }),
      }
      return orders.forOwner(filter, query.page ?? 1, query.per_page ?? 20)
    },
    { security },
  )
  route('GET /api/admin/orders/:id', ({ params }) => answer(params.id), { security })
  route(
    'POST /api/admin/orders/:id/status',
    async ({ params, body, request }) => {
      await orderLifecycle.advance(await orders.anyOrThrow(params.id), body.status, publicOrigin(request), request.actor)
      return answer(params.id)
    },
    { security },
  )
  route(
    'POST /api/admin/orders/:id/cancel',
    async ({ params, body, request }) => {
      await orderLifecycle.cancelByOwner(await orders.anyOrThrow(params.id), body.reason, publicOrigin(request), request.actor)
      return answer(params.id)
    },
    { security },
  )
  route(
    'POST /api/admin/orders/:id/refund',
    async ({ params, body, request }) => {
      await orderLifecycle.refund(await orders.anyOrThrow(params.id), body.amount, body.reason, publicOrigin(request), request.actor)
      return answer(params.id)
    },
    // Money goes back: a manager's call (decision 0050); staff see, move and cancel orders.
    { security, role: 'manager' },
  )
}
