import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const checkWallet = (signal?: AbortSignal) => api('GET /api/check-wallet', undefined, { signal })

/**
 * The wallet's balance and how much of it this cart may use. Keyed by the cart's total: what is
 * usable changes with the cart, and it is asked again when the total does.
 */
export const useCheckWallet = (cartTotal: number, enabled: boolean) =>
  useQuery({ queryKey: ['checkout', 'wallet', cartTotal], queryFn: ({ signal }) => checkWallet(signal), enabled, staleTime: 0 })
