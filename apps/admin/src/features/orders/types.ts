import type { CallOutput } from '../../lib/api.ts'

export type OwnerOrderSummary = CallOutput<'GET /api/admin/orders'>['orders'][number]
export type OwnerOrderAnswer = CallOutput<'GET /api/admin/orders/:id'>
