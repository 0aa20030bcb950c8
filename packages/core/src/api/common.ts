import { Type, type Static } from 'typebox'

import { BRANCH_COOKIE, DEFAULT_BRANCH_ID } from '../constants.ts'

export { BRANCH_COOKIE, DEFAULT_BRANCH_ID }

/** Every storefront call carries branch_id (spec §7). */
export const BranchQuery = Type.Object(
  { branch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: DEFAULT_BRANCH_ID })) },
  { additionalProperties: false },
)

export const PageQuery = Type.Object(
  {
    branch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: DEFAULT_BRANCH_ID })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
)
export type PageQuery = Static<typeof PageQuery>

export const SlugQuery = Type.Object(
  {
    branch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: DEFAULT_BRANCH_ID })),
    slug: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$' }),
  },
  { additionalProperties: false },
)

/** Body of every 4xx/5xx answer: 422 adds `errors` (one per failing field). */
export const ErrorBody = Type.Object({
  message: Type.String(),
  errors: Type.Optional(Type.Array(Type.Object({ path: Type.String(), message: Type.String() }))),
})
export type ErrorBody = Static<typeof ErrorBody>

/** An image always carries its intrinsic size so pages reserve space for it (no layout shift). */
export const Image = Type.Object({
  url: Type.String(),
  width: Type.Integer({ minimum: 1 }),
  height: Type.Integer({ minimum: 1 }),
  alt: Type.Optional(Type.String()),
})
export type Image = Static<typeof Image>

/** Pagination fields shared by every paged list (spec §3: currentPage, lastPage). */
export const PageInfo = {
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  per_page: Type.Integer(),
  total: Type.Integer(),
}
