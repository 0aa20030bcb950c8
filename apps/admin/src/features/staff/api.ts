import { queryOptions } from '@tanstack/react-query'
import type { StaffRole } from '@store/core'
import { api } from '../../lib/api.ts'

export const staffList = queryOptions({ queryKey: ['staff'], queryFn: () => api('GET /api/admin/staff') })
export const inviteStaff = (body: { name: string; email: string; role: StaffRole }) => api('POST /api/admin/staff', { body })
export const updateStaff = (id: number, body: { name: string; role: StaffRole; active: boolean }) =>
  api('PUT /api/admin/staff/:id', { params: { id }, body })
export const newSetupLink = (id: number) => api('POST /api/admin/staff/:id/setup-link', { params: { id } })
