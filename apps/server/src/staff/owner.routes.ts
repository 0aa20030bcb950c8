import type { FastifyInstance } from 'fastify'
import { ownerStaffEndpoints, staffPublicEndpoints } from '@store/core'
import { OWNER_SECURITY as security } from '../admin/owner-token.ts'
import { endpointRoutes } from '../http/endpoint-routes.ts'
import { InputError } from '../http/errors.ts'
import { publicOrigin } from '../http/public-origin.ts'

const withOrigin = <T extends { setup_link: string }>(origin: string, answer: T): T => ({
  ...answer,
  setup_link: origin + answer.setup_link,
})

/** Signing in and one-time setup links: no token (admin/routes.ts registers these outside the role scope). */
export async function staffSessionRoutes(app: FastifyInstance): Promise<void> {
  const { staff, staffSetup } = app.ctx.services
  const route = endpointRoutes(app, staffPublicEndpoints)
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })
  route('POST /api/admin/sign-in', ({ body }) => staff.signIn(body.email, body.password))
  route('POST /api/admin/setup/check', ({ body }) => staffSetup.check(body.token))
  route('POST /api/admin/setup', ({ body }) => staffSetup.complete(body))
}

/** Whoever is signed in (any role): their session. The owner: the staff. */
export async function staffOwnerRoutes(app: FastifyInstance): Promise<void> {
  const { staff, staffSetup } = app.ctx.services
  const route = endpointRoutes(app, ownerStaffEndpoints)
  const sessionOnly = () => new InputError('The owner token is an API key, not a session: change OWNER_TOKEN to revoke it')

  route(
    'GET /api/admin/me',
    async ({ request: { actor } }) => ({ role: actor.role, staff: actor.staffId === null ? null : await staff.member(actor.staffId) }),
    { security, role: 'staff' },
  )
  route(
    'POST /api/admin/sign-out',
    async ({ request }) => {
      if (request.actor.staffId === null) throw sessionOnly()
      await staff.signOut(request.headers.authorization!.slice(7).trim())
      return { ok: true }
    },
    { security, role: 'staff' },
  )
  route(
    'POST /api/admin/sign-out-everywhere',
    async ({ request: { actor } }) => {
      if (actor.staffId === null) throw sessionOnly()
      await staff.signOutEverywhere(actor.staffId)
      return { ok: true }
    },
    { security, role: 'staff' },
  )
  route('GET /api/admin/staff', async () => ({ items: await staff.list() }), { security })
  route(
    'POST /api/admin/staff',
    async ({ body, request }) => withOrigin(publicOrigin(request), await staffSetup.invite(request.actor, body)),
    { security },
  )
  route('PUT /api/admin/staff/:id', ({ params, body, request }) => staff.update(request.actor, params.id, body), { security })
  route(
    'POST /api/admin/staff/:id/setup-link',
    async ({ params, request }) => {
      const link = await staffSetup.linkFor(params.id)
      return { staff: await staff.member(params.id), setup_link: publicOrigin(request) + link }
    },
    { security },
  )
}
