import type { FastifyInstance } from 'fastify'
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger'
import { API_TAGS, SECURITY_SCHEMES, type Access } from '@store/core'
import { operationId } from './operation-id.ts'
import { publicOrigin } from './public-origin.ts'

/**
 * The API document at /api/openapi.json (decision 0065), generated from the routes' schemas: each
 * operation gets its id from its path (operation-id.ts) and a description from who may call it, and
 * the document names the server it was asked from, so a client generated from it calls that server.
 */

type Operation = { operationId?: string; description?: string; security?: Access; summary?: string }
type Document = { paths?: Record<string, Record<string, Operation>> } & Record<string, unknown>

const WHO: Record<string, string> = {
  shopperToken: "a logged-in shopper's Bearer token",
  guestId: "a guest's `guest-id` header",
  ownerToken: "the owner's Bearer token",
  razorpaySignature: "Razorpay's signature of the body (`X-Razorpay-Signature`)",
}

/** A sentence from the operation's security requirements (any one of them suffices; `{}` is none). */
function whoMayCall(security: Access | undefined): string {
  if (security === undefined) return ''
  const options = security.map((option) => Object.keys(option))
  const named = options.filter((keys) => keys.length > 0).map((keys) => keys.map((key) => WHO[key] ?? key).join(' and '))
  if (named.length === 0) return 'Open to anyone.'
  if (options.some((keys) => keys.length === 0)) return `Open to anyone; with ${named.join(', or ')}, it answers for them.`
  return `Needs ${named.join(', or ')}.`
}

/** Ids and descriptions for every operation; the tags and schemes the operations name. */
function finish(document: Document): Document {
  for (const [path, methods] of Object.entries(document.paths ?? {})) {
    const shared = Object.keys(methods).length > 1
    for (const [method, operation] of Object.entries(methods)) {
      operation.operationId ??= operationId(method.toUpperCase(), path, shared)
      operation.description ??= [operation.summary?.replace(/\.?$/, '.'), whoMayCall(operation.security)].filter(Boolean).join(' ')
    }
  }
  return document
}

export const openapiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: {
      title: 'Storefront API',
      version: '1.0.0',
      description:
        "The shopper's calls (spec §7) and the owner API under /api/admin. Money is an integer in the currency's minor unit. " +
        'Errors answer `{ message, errors? }`; the reference page is at /api/docs.',
    },
    tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    components: { securitySchemes: SECURITY_SCHEMES as never },
  },
  transformObject: (document) => finish(('openapiObject' in document ? document.openapiObject : {}) as Document) as never,
}

/** GET /api/openapi.json: the document, naming the server it was asked from. */
export async function openapiRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/openapi.json', { schema: { hide: true } }, async (request) => {
    const origin = publicOrigin(request)
    const document = app.swagger() as Document & { info: object }
    return {
      ...document,
      info: { ...document.info, contact: { name: 'Storefront API reference', url: `${origin}/api/docs` } },
      servers: [{ url: origin }],
    }
  })
}
