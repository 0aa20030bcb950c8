import type { FastifyInstance } from 'fastify'
import { branchesOwnerRoutes } from '../branches/owner.routes.ts'
import { catalogueOwnerRoutes } from '../catalogue/owner.routes.ts'
import { discountsOwnerRoutes } from '../discounts/owner.routes.ts'
import { pagesOwnerRoutes } from '../pages/owner.routes.ts'
import { ordersOwnerRoutes } from '../orders/owner.routes.ts'
import { referralsOwnerRoutes } from '../referrals/owner.routes.ts'
import { reviewsOwnerRoutes } from '../reviews/owner.routes.ts'
import { scratchCardsOwnerRoutes } from '../scratch-cards/owner.routes.ts'
import { walletOwnerRoutes } from '../wallet/owner.routes.ts'
import { downloadsOwnerRoutes } from '../downloads/owner.routes.ts'
import { storeOwnerRoutes } from '../store/owner.routes.ts'
import { photosOwnerRoutes } from '../photos/owner.routes.ts'
import { customersOwnerRoutes } from '../customers/owner.routes.ts'
import { tokenMatches } from './owner-token.ts'

/**
 * The owner API (/api/admin/…, contracts in core's contracts/owner.ts): each area registers its own
 * owner calls, and this plugin puts them all behind the owner token. It is not wrapped in
 * fastify-plugin, so the token check applies to these routes only.
 */
export async function ownerRoutes(app: FastifyInstance, { ownerTokenHash }: { ownerTokenHash: Buffer }): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (!token || !tokenMatches(token, ownerTokenHash)) {
      return reply.status(401).send({ message: 'Owner token required: send Authorization: Bearer <owner token>' })
    }
  })
  await app.register(storeOwnerRoutes)
  await app.register(branchesOwnerRoutes)
  await app.register(catalogueOwnerRoutes)
  await app.register(pagesOwnerRoutes)
  await app.register(discountsOwnerRoutes)
  await app.register(ordersOwnerRoutes)
  await app.register(referralsOwnerRoutes)
  await app.register(reviewsOwnerRoutes)
  await app.register(scratchCardsOwnerRoutes)
  await app.register(walletOwnerRoutes)
  await app.register(downloadsOwnerRoutes)
  await app.register(photosOwnerRoutes)
  await app.register(customersOwnerRoutes)
}
