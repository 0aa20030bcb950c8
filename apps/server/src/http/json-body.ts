import type { FastifyInstance } from 'fastify'

/**
 * An empty body sent as `application/json` reads as no body at all.
 *
 * Many HTTP clients (fetch wrappers, axios defaults, curl scripts) send `Content-Type: application/json`
 * with every call, DELETE included. Fastify's own parser refuses that with "Body cannot be empty", so a
 * route that takes no body answered 422 to a correct call. A route that needs a body still refuses a
 * missing one: its body schema sees `undefined` and answers 422 (`body must be object`).
 * Everything else is Fastify's default parser, which also refuses `__proto__` and `constructor` keys.
 */
export function registerJsonBody(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string // parseAs: 'string'
    if (text === '' || (text.length < 64 && text.trim() === '')) return done(null, undefined)
    parseJson(request, text, done)
  })
}
