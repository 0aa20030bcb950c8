import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { Address } from '@store/core'
import { api } from '../../../lib/api.ts'

export const getAddresses = (signal?: AbortSignal) => api('GET /api/address/get-addresses', undefined, { signal }).then((r) => r.addresses)

export const addressesQuery = () => queryOptions({ queryKey: ['addresses'], queryFn: ({ signal }) => getAddresses(signal) })

export const useAddresses = (enabled: boolean) => useQuery({ ...addressesQuery(), enabled })

/** Every address call answers with the whole list; it replaces the cached one. */
export const keepAddresses = (queryClient: QueryClient, addresses: Address[]) =>
  queryClient.setQueryData(addressesQuery().queryKey, addresses)
