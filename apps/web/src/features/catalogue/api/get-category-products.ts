import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'
import { nextPage, PER_PAGE } from '../../../lib/paging.ts'

export const getCategoryProducts = (slug: string, page: number, signal?: AbortSignal) =>
  api('GET /api/get-category-products', { query: { slug, page, per_page: PER_PAGE } }, { signal })

/** The key matches the server's rendering of /category/:slug (apps/server/src/web/html.ts). */
export const categoryProductsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['category-products', selectedBranchId(), slug],
    queryFn: ({ pageParam, signal }) => getCategoryProducts(slug, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
