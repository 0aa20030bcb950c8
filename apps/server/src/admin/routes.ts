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
import { layoutOwnerRoutes } from '../store/layout.routes.ts'
import { ACCESS } from '@store/core'
import { scopeAccess } from '../http/route-docs.ts'
import { staffOwnerRoutes, staffSessionRoutes } from '../staff/owner.routes.ts'
import { auditOwnerRoutes } from '../audit/owner.routes.ts'
import { orderEventsRoutes } from '../orders/events.routes.ts'
import { roleScope, withRole } from './role-scope.ts'
import { photosOwnerRoutes } from '../photos/owner.routes.ts'
import { customersOwnerRoutes } from '../customers/owner.routes.ts'
import { themeOwnerRoutes } from '../store/theme.routes.ts'
import { servicesOwnerRoutes } from '../store/services.routes.ts'
import { dashboardOwnerRoutes } from '../dashboard/owner.routes.ts'
import { dataOwnerRoutes } from '../data/owner.routes.ts'

/**
 * The owner API (/api/admin/…, contracts in core's contracts/owner*.ts): each area registers its own
 * owner calls in the group of the least role they need (decision 0050; a route may declare its own),
 * and the role scope checks every call in one place. Signing in and setup links need no token.
 */
export async function ownerRoutes(app: FastifyInstance, { ownerTokenHash }: { ownerTokenHash: Buffer }): Promise<void> {
  await app.register(staffSessionRoutes)
  // Every call behind the role scope declares the owner's or a staff member's token in the document (decision 0065).
  scopeAccess(app, ACCESS.owner)
  await app.register(
    roleScope(ownerTokenHash, [
      withRole('owner', [staffOwnerRoutes, auditOwnerRoutes, servicesOwnerRoutes]),
      withRole('manager', [
        storeOwnerRoutes,
        layoutOwnerRoutes,
        branchesOwnerRoutes,
        catalogueOwnerRoutes,
        pagesOwnerRoutes,
        discountsOwnerRoutes,
        referralsOwnerRoutes,
        scratchCardsOwnerRoutes,
        walletOwnerRoutes,
        downloadsOwnerRoutes,
        photosOwnerRoutes,
        customersOwnerRoutes,
        themeOwnerRoutes,
        dashboardOwnerRoutes,
        dataOwnerRoutes,
      ]),
      withRole('staff', [ordersOwnerRoutes, orderEventsRoutes, reviewsOwnerRoutes]),
    ]),
  )
}
