import type { FastifyInstance } from 'fastify'
import { ownerReferralEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's referral settings; the owner token is checked by admin/routes.ts. */
export async function referralsOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { referrals } = app.ctx.services.owner
  const route = endpointRoutes(app, ownerReferralEndpoints)

  route('GET /api/admin/referral-settings', () => referrals.get(), { security })
  route('PUT /api/admin/referral-settings', ({ body }) => referrals.update(body).then(() => ({ ok: true })), { security })
}
