import { Type } from 'typebox'
import { PageQuery, SlugQuery } from '../api/common.ts'
import { Category, CategoryProductPage, Product, ProductPage, SearchResultPage } from '../api/catalogue.ts'
import { SEARCH_QUERY_MAX_LENGTH } from '../constants.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

const SlugPageQuery = Type.Object({ ...PageQuery.properties, slug: SlugQuery.properties.slug }, { additionalProperties: false })
const SearchQuery = Type.Object(
  { ...PageQuery.properties, q: Type.String({ minLength: 1, maxLength: SEARCH_QUERY_MAX_LENGTH }) },
  { additionalProperties: false },
)

/** spec §7 catalogue reads; every one is cached by version on the server. */
export const catalogueEndpoints = defineEndpoints({
  'GET /api/get-products': {
    tags: ['catalogue'],
    summary: "A page of the branch's products",
    security: ACCESS.public,
    errors: [404],
    querystring: PageQuery,
    response: ProductPage,
  },
  'GET /api/get-category': {
    tags: ['catalogue'],
    summary: 'One category by its slug',
    security: ACCESS.public,
    errors: [404],
    querystring: SlugQuery,
    response: Type.Object({ category: Category }),
  },
  'GET /api/get-category-products': {
    tags: ['catalogue'],
    summary: "A page of a category's products",
    security: ACCESS.public,
    errors: [404],
    querystring: SlugPageQuery,
    response: CategoryProductPage,
  },
  'GET /api/get-product': {
    tags: ['catalogue'],
    summary: 'One product by its slug, with its options and add-ons',
    security: ACCESS.public,
    errors: [404],
    querystring: SlugQuery,
    response: Type.Object({ product: Product }),
  },
  'GET /api/search-products': {
    tags: ['catalogue'],
    summary: 'Products whose name or description matches the words',
    security: ACCESS.public,
    errors: [404],
    querystring: SearchQuery,
    response: SearchResultPage,
  },
})
