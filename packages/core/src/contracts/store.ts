import { Type } from 'typebox'
import { BranchQuery, SlugQuery } from '../api/common.ts'
import { Bootstrap, CacheInfo, ContentPage, PageSummary } from '../api/store.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/** spec §7: the store's start-up data, cache versions and content pages. */
export const storeEndpoints = defineEndpoints({
  'GET /api/get-data': {
    tags: ['store'],
    summary: "The store's settings, layout, branches and first products: what every page starts from",
    security: ACCESS.public,
    querystring: BranchQuery,
    response: Bootstrap,
  },
  'GET /api/cache-info': {
    tags: ['store'],
    summary: 'The cache versions of the catalogue, layout and settings, to know when to read them again',
    security: ACCESS.public,
    querystring: BranchQuery,
    response: CacheInfo,
  },
  'GET /api/get-pages': {
    tags: ['pages'],
    summary: 'The content pages, without their text',
    security: ACCESS.public,
    querystring: BranchQuery,
    response: Type.Object({ pages: Type.Array(PageSummary) }),
  },
  'GET /api/get-page': {
    tags: ['pages'],
    summary: 'One content page by its slug',
    security: ACCESS.public,
    errors: [404],
    querystring: SlugQuery,
    response: Type.Object({ page: ContentPage }),
  },
})
