import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const getCategory = (slug: string, signal?: AbortSignal) =>
  api('GET /api/get-category', { query: { slug } }, { signal }).then((r) => r.category)

/** The key matches the server's rendering of /category/:slug (apps/server/src/web/html.ts). */
export const categoryQuery = (slug: string) =>
  queryOptions({ queryKey: ['category', slug], queryFn: ({ signal }) => getCategory(slug, signal) })

export const useCategory = (slug: string) => useQuery(categoryQuery(slug))
