import { Type } from 'typebox'
import { BranchQuery, SlugQuery } from '../api/common.ts'
import { Bootstrap, CacheInfo, ContentPage, PageSummary } from '../api/store.ts'
import { defineEndpoints } from './define.ts'

/** spec §7: the store's start-up data, cache versions and content pages. */
export const storeEndpoints = defineEndpoints({
  'GET /api/get-data': { tags: ['store'], querystring: BranchQuery, response: Bootstrap },
  'GET /api/cache-info': { tags: ['store'], querystring: BranchQuery, response: CacheInfo },
  'GET /api/get-pages': { tags: ['pages'], querystring: BranchQuery, response: Type.Object({ pages: Type.Array(PageSummary) }) },
  'GET /api/get-page': { tags: ['pages'], querystring: SlugQuery, response: Type.Object({ page: ContentPage }) },
})
