import type { FastifyPluginAsync } from 'fastify'
import { ACCESS } from '@store/core'
import { scopeAccess } from './route-docs.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The logged-in shopper's id, found once by the shopper scope's hook before any of its handlers
     * runs (decision 0040). Only routes registered inside `personalScope({ login: true }, …)` have it.
     */
    shopperId: number
  }
}

/**
 * One scope for the calls that answer one person (decision 0040, the "autohooks" shape of
 * fastify/demo): every route registered inside it answers `Cache-Control: no-store`, and with
 * `login: true` the shopper is logged in by the scope's hook (a guest or a bad token is a 401) and
 * found in `request.shopperId`. An area's routes choose their scope by where app.ts registers them,
 * not by a hook of their own; the owner API (admin/routes.ts) is the same shape behind the owner token.
 */
export function personalScope(options: { login: boolean }, areas: FastifyPluginAsync[]): FastifyPluginAsync {
  return async (scope) => {
    if (options.login) {
      const { accounts } = scope.ctx.services
      scope.decorateRequest('shopperId', 0)
      // The document says what this hook requires (decision 0065).
      scopeAccess(scope, ACCESS.shopper)
      // onRequest: who asks is settled before the body is read or validated, so a guest's call is a 401
      // whatever it sends, and no body of a stranger is parsed.
      scope.addHook('onRequest', async (request) => {
        request.shopperId = await accounts.requireUserId(request)
      })
    }
    // A callback hook, not an async one: it runs on every call of the scope and needs no promise.
    scope.addHook('onSend', (_request, reply, payload, done) => {
      reply.header('cache-control', 'no-store')
      done(null, payload)
    })
    for (const area of areas) await scope.register(area)
  }
}
