import { Type } from 'typebox'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  ApplyCouponBody,
  BranchQuery,
  Cart,
  CartAddBody,
  CartUpdateBody,
  DEFAULT_BRANCH_ID,
  DiscountList,
  ErrorBody,
  ProductCard,
} from '@store/core'
import { CatalogueRepository } from '../catalogue/repository.ts'
import { CatalogueService } from '../catalogue/service.ts'
import { StoreRepository } from '../store/repository.ts'
import { VersionedMemo } from '../cache/versioned-memo.ts'
import { CartRepository } from './repository.ts'
import { CartService } from './service.ts'
import { DiscountsRepository } from '../discounts/repository.ts'
import { DiscountsService } from '../discounts/service.ts'
import { cartOwner } from './identity.ts'

const errors = { 401: ErrorBody, 404: ErrorBody, 422: ErrorBody }

/** spec §7 cart calls. Carts are personal: never cached, always priced now. */
export const cartRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, versions } = app.ctx
  const memo = new VersionedMemo(versions)
  const catalogue = new CatalogueRepository(db.kysely, db.dialect)
  const store = new StoreRepository(db.kysely)
  const discountsRepo = new DiscountsRepository(db.kysely)
  const service = new CartService({
    carts: new CartRepository(db.kysely),
    catalogue,
    catalogueService: new CatalogueService(catalogue, store, memo),
    store,
    discounts: new DiscountsService(discountsRepo, memo),
    discountsRepo,
    memo,
    versions,
  })
  const branch = (q: { branch_id?: number }) => q.branch_id ?? DEFAULT_BRANCH_ID

  // A callback hook, not an async one: it runs on every cart call and needs no promise.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('cache-control', 'no-store')
    done(null, payload)
  })

  app.get('/get-cart', { schema: { tags: ['cart'], querystring: BranchQuery, response: { 200: Cart, ...errors } } }, (req) =>
    service.get(cartOwner(req), branch(req.query)),
  )

  app.get(
    '/get-cart-recommended-products',
    {
      schema: {
        tags: ['cart'],
        querystring: BranchQuery,
        response: { 200: Type.Object({ products: Type.Array(ProductCard) }), ...errors },
      },
    },
    async (req) => ({ products: await service.recommended(cartOwner(req), branch(req.query)) }),
  )

  app.get(
    '/get-discounts',
    { schema: { tags: ['discounts'], querystring: BranchQuery, response: { 200: DiscountList, ...errors } } },
    async (req) => ({ discounts: await service.discounts(cartOwner(req), branch(req.query)) }),
  )

  app.post(
    '/cart/apply-coupon',
    { schema: { tags: ['discounts'], querystring: BranchQuery, body: ApplyCouponBody, response: { 200: Cart, ...errors } } },
    (req) => service.applyCoupon(cartOwner(req), branch(req.query), req.body.code),
  )

  app.delete(
    '/cart/remove-coupon',
    { schema: { tags: ['discounts'], querystring: BranchQuery, response: { 200: Cart, ...errors } } },
    (req) => service.removeCoupon(cartOwner(req), branch(req.query)),
  )

  app.post(
    '/cart/add',
    { schema: { tags: ['cart'], querystring: BranchQuery, body: CartAddBody, response: { 201: Cart, ...errors } } },
    async (req, reply) => reply.status(201).send(await service.add(cartOwner(req), branch(req.query), req.body)),
  )

  app.put(
    '/cart/update',
    { schema: { tags: ['cart'], querystring: BranchQuery, body: CartUpdateBody, response: { 200: Cart, ...errors } } },
    (req) => service.update(cartOwner(req), branch(req.query), req.body),
  )

  app.delete(
    '/cart/remove/:id',
    {
      schema: {
        tags: ['cart'],
        querystring: BranchQuery,
        params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
        response: { 200: Cart, ...errors },
      },
    },
    (req) => service.remove(cartOwner(req), branch(req.query), req.params.id),
  )
}
