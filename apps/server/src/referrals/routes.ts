import type { FastifyInstance } from 'fastify'
import { referralEndpoints } from '@store/core'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** Referral calls. Answers are personal or rate-limited: never cached. */
export async function referralRoutes(app: FastifyInstance): Promise<void> {
  const { referrals } = app.ctx.services
  const route = endpointRoutes(app, referralEndpoints)

  route('GET /api/get-referrer-user', ({ query, request }) => referrals.referrer(query.code, request.ip))
  route('GET /api/referral-offer', () => referrals.offer())
}

/** The shopper's own referrals (the shopper scope logs them in). */
export async function referralShopperRoutes(app: FastifyInstance): Promise<void> {
  const { referrals } = app.ctx.services
  const route = endpointRoutes(app, referralEndpoints)
  route('GET /api/user/referrals', ({ query, request }) => referrals.page(request.shopperId, query.page ?? 1))
}
