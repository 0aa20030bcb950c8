import { Type } from 'typebox'
import { PageQuery, SlugQuery } from '../api/common.ts'
import { Category, CategoryProductPage, Product, ProductPage, SearchResultPage } from '../api/catalogue.ts'
import { defineEndpoints } from './define.ts'

const SlugPageQuery = Type.Object({ ...PageQuery.properties, slug: SlugQuery.properties.slug }, { additionalProperties: false })
const SearchQuery = Type.Object(
  { ...PageQuery.properties, q: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)

/** spec §7 catalogue reads; every one is cached by version on the server. */
export const catalogueEndpoints = defineEndpoints({
  'GET /api/get-products': { tags: ['catalogue'], querystring: PageQuery, response: ProductPage },
  'GET /api/get-category': { tags: ['catalogue'], querystring: SlugQuery, response: Type.Object({ category: Category }) },
  'GET /api/get-category-products': { tags: ['catalogue'], querystring: SlugPageQuery, response: CategoryProductPage },
  'GET /api/get-product': { tags: ['catalogue'], querystring: SlugQuery, response: Type.Object({ product: Product }) },
  'GET /api/search-products': { tags: ['catalogue'], querystring: SearchQuery, response: SearchResultPage },
})
