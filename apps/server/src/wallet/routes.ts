import type { FastifyInstance } from 'fastify'
import { DEFAULT_BRANCH_ID, orderEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** Check-wallet: the balance, and how much of it this cart may use (never more than its total for the chosen fulfilment). */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  const { cart, wallet } = app.ctx.services
  const route = endpointRoutes(app, orderEndpoints)

  route('GET /api/check-wallet', async ({ request, query }) => {
    const userId = request.shopperId
    const [balance, current] = await Promise.all([
      wallet.balance(userId),
      cart.get(`user:${userId}`, query.branch_id ?? DEFAULT_BRANCH_ID, query.fulfilment),
    ])
    return { balance, usable: Math.min(balance, current.total) }
  })
}
