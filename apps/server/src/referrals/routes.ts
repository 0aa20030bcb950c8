import type { FastifyInstance } from 'fastify'
import { referralEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** issue 11 referral calls. Answers are personal or rate-limited: never cached. */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const { accounts, referrals } = app.ctx.services
  const route = endpointRoutes(app, referralEndpoints)

  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  route('GET /api/get-referrer-user', ({ query, request }) => referrals.referrer(query.code, request.ip))
  route('GET /api/referral-offer', () => referrals.offer())
  route('GET /api/user/referrals', async ({ query, request }) => referrals.page(await accounts.requireUserId(request), query.page ?? 1))
}
