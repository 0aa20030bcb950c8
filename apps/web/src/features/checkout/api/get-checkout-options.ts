import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const getCheckoutOptions = (signal?: AbortSignal) => api('GET /api/checkout-options', undefined, { signal })

/** Whether online payment is on (Razorpay keys set), the cancel window, and whether the store is digital. */
export const checkoutOptionsQuery = () =>
  queryOptions({ queryKey: ['checkout', 'options'], queryFn: ({ signal }) => getCheckoutOptions(signal), staleTime: 5 * 60_000 })

export const useCheckoutOptions = (enabled: boolean) => useQuery({ ...checkoutOptionsQuery(), enabled })
