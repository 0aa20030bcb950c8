import { useQuery } from '@tanstack/react-query'
import type { Fulfilment } from '@store/core'
import { api } from '../../../lib/api.ts'

export const checkWallet = (fulfilment: Fulfilment, signal?: AbortSignal) =>
  api('GET /api/check-wallet', { query: { fulfilment } }, { signal })

/**
 * The wallet's balance and how much of it this cart may use, priced for the fulfilment chosen (pickup
 * has no delivery charge). Keyed by the cart's total: what is usable changes with the cart, and it is
 * asked again when the total does.
 */
export const useCheckWallet = (cartTotal: number, fulfilment: Fulfilment) =>
  useQuery({
    queryKey: ['checkout', 'wallet', cartTotal, fulfilment],
    queryFn: ({ signal }) => checkWallet(fulfilment, signal),
    staleTime: 0,
  })
