import type { FastifyInstance } from 'fastify'
import { ownerMarketingEndpoints, ownerReferralEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's referral settings and list; the owner token is checked by admin/routes.ts. */
export async function referralsOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { referrals } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerReferralEndpoints)
  const marketing = endpointRoutes(app, ownerMarketingEndpoints)

  route('GET /api/admin/referral-settings', () => referrals.get(), { security })
  route('PUT /api/admin/referral-settings', ({ body, request }) => referrals.update(body, request.actor).then(() => ({ ok: true })), {
    security,
  })
  marketing('GET /api/admin/referrals', ({ query }) => referrals.page(query.page ?? 1), { security })
}
