import type { FastifyInstance } from 'fastify'
import { accountEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** issue 9 account calls. Answers are personal: never cached. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.ctx.services
  const route = endpointRoutes(app, accountEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('POST /api/register', ({ body, request }) => accounts.register(body, accounts.guestOf(request)))
  route('POST /api/login', ({ body, request }) => accounts.login(body, accounts.guestOf(request)))
  route('POST /api/logout', async ({ request }) => {
    await accounts.logout(request)
    return { message: 'You are logged out' }
  })
  route('GET /api/user/details', async ({ request }) => ({ user: await accounts.details(await accounts.requireUserId(request)) }))
}
