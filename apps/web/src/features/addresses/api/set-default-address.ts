import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { keepAddresses } from './get-addresses.ts'

export const setDefaultAddress = (id: number) => api('PUT /api/address/set-default/:id', { params: { id } }).then((r) => r.addresses)

export function useSetDefaultAddress() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: setDefaultAddress, onSuccess: (addresses) => keepAddresses(queryClient, addresses) })
}
