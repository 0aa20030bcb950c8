import { useQueryClient } from '@tanstack/react-query'
import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { keepAddresses } from './get-addresses.ts'

export const setDefaultAddress = (id: number) => api('PUT /api/address/set-default/:id', { params: { id } }).then((r) => r.addresses)

export function useSetDefaultAddress() {
  const queryClient = useQueryClient()
  return useAction(setDefaultAddress, { onSuccess: (addresses) => keepAddresses(queryClient, addresses) })
}
