import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { ErrorBody } from '@store/core'
import { AdminService } from './service.ts'
import { SIMPLE_RESOURCES } from './resources.ts'
import { Created, IdParams, LayoutInput, ProductInput, SettingsInput } from './schemas.ts'
import { tokenMatches } from './owner-token.ts'

const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody }
const Ok = Type.Object({ ok: Type.Boolean() })

/** The owner's API (issue 2 item 4): everything a real catalogue needs, behind the owner token. */
export const adminRoutes: FastifyPluginAsyncTypebox<{ ownerTokenHash: Buffer }> = async (app, { ownerTokenHash }) => {
  const service = new AdminService(app.ctx)

  app.addHook('onRequest', async (request, reply) => {
    const header = request.headers.authorization ?? ''
    const token = header.startsWith('Bearer ') ? header.slice(7) : ''
    if (!token || !tokenMatches(token, ownerTokenHash)) {
      return reply.status(401).send({ message: 'Owner token required: send Authorization: Bearer <owner token>' })
    }
  })

  const security = [{ ownerToken: [] }]
  app.put('/settings', { schema: { tags: ['admin'], security, body: SettingsInput, response: { 200: Ok, ...errors } } }, async (req) => {
    await service.putSettings(req.body)
    return { ok: true }
  })

  app.put('/layout', { schema: { tags: ['admin'], security, body: LayoutInput, response: { 200: Ok, ...errors } } }, async (req) => {
    await service.replaceLayout(req.body)
    return { ok: true }
  })

  for (const [name, resource] of Object.entries(SIMPLE_RESOURCES)) {
    app.get(
      `/${name}`,
      {
        schema: {
          tags: ['admin'],
          security,
          response: { 200: Type.Object({ items: Type.Array(Type.Record(Type.String(), Type.Unknown())) }), ...errors },
        },
      },
      async () => ({ items: await app.ctx.db.kysely.selectFrom(resource.table).selectAll().orderBy('id').execute() }),
    )
    app.post(
      `/${name}`,
      { schema: { tags: ['admin'], security, body: resource.schema, response: { 201: Created, ...errors } } },
      async (req, reply) => reply.status(201).send({ id: await service.create(resource, req.body) }),
    )
    app.put(
      `/${name}/:id`,
      { schema: { tags: ['admin'], security, params: IdParams, body: resource.schema, response: { 200: Ok, ...errors } } },
      async (req) => {
        await service.update(resource, req.params.id, req.body)
        return { ok: true }
      },
    )
    app.delete(
      `/${name}/:id`,
      { schema: { tags: ['admin'], security, params: IdParams, response: { 200: Ok, ...errors } } },
      async (req) => {
        await service.remove(resource.table, resource.cacheKeys, req.params.id)
        return { ok: true }
      },
    )
  }

  app.get(
    '/products',
    {
      schema: {
        tags: ['admin'],
        security,
        querystring: Type.Object(
          { page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })) },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            items: Type.Array(
              Type.Object({
                id: Type.Integer(),
                name: Type.String(),
                slug: Type.String(),
                selling_price: Type.Integer(),
                is_active: Type.Integer(),
              }),
            ),
          }),
          ...errors,
        },
      },
    },
    async (req) => ({
      items: await app.ctx.db.kysely
        .selectFrom('products')
        .select(['id', 'name', 'slug', 'selling_price', 'is_active'])
        .orderBy('id')
        .limit(100)
        .offset(((req.query.page ?? 1) - 1) * 100)
        .execute(),
    }),
  )
  app.post(
    '/products',
    { schema: { tags: ['admin'], security, body: ProductInput, response: { 201: Created, ...errors } } },
    async (req, reply) => reply.status(201).send({ id: await service.createProduct(req.body) }),
  )
  app.put(
    '/products/:id',
    { schema: { tags: ['admin'], security, params: IdParams, body: ProductInput, response: { 200: Ok, ...errors } } },
    async (req) => {
      await service.updateProduct(req.params.id, req.body)
      return { ok: true }
    },
  )
  app.delete(
    '/products/:id',
    { schema: { tags: ['admin'], security, params: IdParams, response: { 200: Ok, ...errors } } },
    async (req) => {
      await service.remove('products', ['cache-products'], req.params.id)
      return { ok: true }
    },
  )
}
