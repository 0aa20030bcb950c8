import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const getPage = (slug: string, signal?: AbortSignal) => api('GET /api/get-page', { query: { slug } }, { signal }).then((r) => r.page)

/** The key matches the server's rendering of /page/:slug (apps/server/src/web/html.ts). */
export const pageQuery = (slug: string) => queryOptions({ queryKey: ['page', slug], queryFn: ({ signal }) => getPage(slug, signal) })

export const usePage = (slug: string) => useQuery(pageQuery(slug))
