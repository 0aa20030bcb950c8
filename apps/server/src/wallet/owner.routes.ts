import type { FastifyInstance } from 'fastify'
import { ownerWalletEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The owner's wallet adjustment; the owner token is checked by admin/routes.ts. */
export async function walletOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { walletAdjustments } = app.ctx.services
  const route = endpointRoutes(app, ownerWalletEndpoints)

  route('POST /api/admin/wallet-adjustments', ({ body, request }) => walletAdjustments.adjust(body, request.actor), { security })
}
