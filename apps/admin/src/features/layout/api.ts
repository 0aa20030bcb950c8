import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { LayoutInput } from '@store/core'
import { api } from '../../lib/api.ts'

/** The layout editor's owner calls (contracts in core's contracts/owner-layout.ts, decision 0083). */
export const layoutDraft = queryOptions({ queryKey: ['layout-draft'], queryFn: () => api('GET /api/admin/layout/draft') })
export const layoutHistory = queryOptions({ queryKey: ['layout-history'], queryFn: () => api('GET /api/admin/layout/history') })
export const saveLayoutDraft = (body: LayoutInput) => api('PUT /api/admin/layout/draft', { body })
export const publishLayout = () => api('POST /api/admin/layout/publish')
export const restoreLayout = (id: number) => api('POST /api/admin/layout/history/:id/restore', { params: { id } })
export const previewAddress = () => api('POST /api/admin/layout/preview')

/** The pickers' lists: products searched by name, every category. */
export const productChoices = (q: string) =>
  queryOptions({
    queryKey: ['layout-products', q],
    queryFn: ({ signal }) => api('GET /api/admin/products', { query: { q: q || undefined } }, { signal }),
    placeholderData: keepPreviousData,
  })
export const categoryChoices = queryOptions({ queryKey: ['categories'], queryFn: () => api('GET /api/admin/categories') })
