import { useQueryClient } from '@tanstack/react-query'
import { useAction } from '../../../lib/useAction.ts'
import { api } from '../../../lib/api.ts'
import { keepAddresses } from './get-addresses.ts'

export const deleteAddress = (id: number) => api('DELETE /api/address/delete/:id', { params: { id } }).then((r) => r.addresses)

export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useAction(deleteAddress, { onSuccess: (addresses) => keepAddresses(queryClient, addresses) })
}
