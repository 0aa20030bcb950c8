import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { WalletAdjustmentInput } from '@store/core'
import { api } from '../../lib/api.ts'

/** The customers' owner calls (contracts in core's contracts/owner-customers.ts and wallet.ts). */
export const customerSearch = (q: string, page: number) =>
  queryOptions({
    queryKey: ['customers', q, page],
    queryFn: ({ signal }) => api('GET /api/admin/customers', { query: { q, page } }, { signal }),
    placeholderData: keepPreviousData,
  })
export const customer = (id: number) =>
  queryOptions({ queryKey: ['customer', id], queryFn: () => api('GET /api/admin/customers/:id', { params: { id } }) })
export const adjustWallet = (body: WalletAdjustmentInput) => api('POST /api/admin/wallet-adjustments', { body })
