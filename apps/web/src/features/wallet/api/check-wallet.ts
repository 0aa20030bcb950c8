import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export const getWalletBalance = (signal?: AbortSignal) => api('GET /api/check-wallet', undefined, { signal }).then((r) => r.balance)

/** The balance at the top of /account/wallet, keyed by the session like the history. */
export const useWalletBalance = (who: string | null) =>
  useQuery({ queryKey: ['wallet', who, 'balance'], queryFn: ({ signal }) => getWalletBalance(signal), enabled: who !== null, staleTime: 0 })
