import { queryOptions } from '@tanstack/react-query'
import type { PageInput } from '@store/core'
import { api } from '../../lib/api.ts'

/** Content pages' owner calls (contracts in core's contracts/owner.ts). Saving answers what the allow-list removed. */
export const pageList = queryOptions({ queryKey: ['pages'], queryFn: () => api('GET /api/admin/pages') })
export const page = (id: number) =>
  queryOptions({ queryKey: ['page', id], queryFn: () => api('GET /api/admin/pages/:id', { params: { id } }) })
export const createPage = (body: PageInput) => api('POST /api/admin/pages', { body })
export const updatePage = (id: number, body: PageInput) => api('PUT /api/admin/pages/:id', { params: { id }, body })
