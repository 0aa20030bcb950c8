import { useQueryClient } from '@tanstack/react-query'
import { useAction } from '../../../lib/useAction.ts'
import type { AddressInput } from '@store/core'
import { api } from '../../../lib/api.ts'
import { keepAddresses } from './get-addresses.ts'

export const addAddress = (body: AddressInput) => api('POST /api/address/add', { body })

export function useAddAddress() {
  const queryClient = useQueryClient()
  return useAction(addAddress, { onSuccess: ({ addresses }) => keepAddresses(queryClient, addresses) })
}
