import type { FastifyInstance } from 'fastify'
import { ownerServicesEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'

/** The outside services, plugins' CSP origins and test sends (owner only: admin/routes.ts registers them in that group). */
export async function servicesOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { outsideServices } = app.ctx.services
  const route = endpointRoutes(app, ownerServicesEndpoints)

  route('GET /api/admin/settings/services', () => outsideServices.status(), { security })
  route('GET /api/admin/settings/plugins', () => outsideServices.plugins(), { security })
  route('POST /api/admin/settings/test-mail', ({ request }) => outsideServices.testMail(request.actor), { security })
  route('POST /api/admin/settings/test-sms', ({ request, body }) => outsideServices.testSms(request.actor, body.to), { security })
}
