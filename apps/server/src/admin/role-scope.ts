import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { StaffRole } from '@store/core'
import { OWNER_TOKEN_ACTOR, roleAllows, type Actor } from '../staff/actor.ts'
import { tokenMatches } from './owner-token.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** Who makes an owner call, settled by the role scope before any handler runs (decision 0050). */
    actor: Actor
  }
  interface FastifyContextConfig {
    /** The least role an owner call needs; set by the route or by the group app registers it in. */
    role?: StaffRole
  }
}

/**
 * Registers areas whose calls need at least `role`; a route may declare its own (`{ role }` in
 * endpointRoutes' options), which wins. A route of no group and no role of its own needs the owner.
 */
export function withRole(role: StaffRole, areas: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (group) => {
    group.addHook('onRoute', (route) => {
      route.config = { ...route.config, role: route.config?.role ?? role }
    })
    for (const area of areas) await group.register(area)
  }
}

const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? ''
  return header.startsWith('Bearer ') ? header.slice(7).trim() : ''
}

/**
 * The one place staff roles are checked (DESIGN "Shape of the code", decision 0050): every owner call
 * is registered inside this scope, whose onRequest hook finds who calls (the owner token, an API key
 * with the owner role, or a staff session) and compares their role with the route's least role.
 * No token or an unknown one (a shopper's included) is a 401; a role too small is a 403.
 */
export function roleScope(ownerTokenHash: Buffer, groups: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope: FastifyInstance) => {
    const { staff } = scope.ctx.services
    scope.decorateRequest('actor', null as unknown as Actor)
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      const token = bearer(request)
      if (token.length < 20 || token.length > 200)
        return reply.status(401).send({ message: 'Sign in first: send Authorization: Bearer <staff or owner token>' })
      const actor = tokenMatches(token, ownerTokenHash) ? OWNER_TOKEN_ACTOR : await staff.actorOf(token)
      if (!actor) return reply.status(401).send({ message: 'Your session has ended. Sign in again' })
      const least = request.routeOptions.config.role ?? 'owner'
      if (!roleAllows(actor.role, least)) {
        return reply.status(403).send({ message: `This needs the ${least} role; you are signed in as ${actor.role}` })
      }
      request.actor = actor
    })
    scope.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store')
      done(null, payload)
    })
    for (const group of groups) await scope.register(group)
  }
}
