import type { FastifyInstance } from 'fastify'
import { accountEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** Account calls. Answers are personal: never cached. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.ctx.services
  const route = endpointRoutes(app, accountEndpoints)

  route('POST /api/register', ({ body, request }) => accounts.register(body, accounts.guestOf(request)))
  route('POST /api/login', ({ body, request }) => accounts.login(body, accounts.guestOf(request)))
  route('POST /api/logout', async ({ request }) => {
    await accounts.logout(request)
    return { message: 'You are logged out' }
  })
}

/** The logged-in shopper's own details (the shopper scope logs them in). */
export async function accountShopperRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.ctx.services
  const route = endpointRoutes(app, accountEndpoints)
  route('GET /api/user/details', async ({ request }) => ({ user: await accounts.details(request.shopperId) }))
}
