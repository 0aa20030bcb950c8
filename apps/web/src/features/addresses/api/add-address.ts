import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AddressInput } from '@store/core'
import { api } from '../../../lib/api.ts'
import { keepAddresses } from './get-addresses.ts'

export const addAddress = (body: AddressInput) => api('POST /api/address/add', { body })

export function useAddAddress() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: addAddress, onSuccess: ({ addresses }) => keepAddresses(queryClient, addresses) })
}
