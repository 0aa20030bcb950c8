import { infiniteQueryOptions } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { nextPage } from '../../../lib/paging.ts'

export const getWalletTransactions = (page: number, signal?: AbortSignal) =>
  api('GET /api/wallet/transactions', { query: { page } }, { signal })

/**
 * /account/wallet: newest first, pages appended as the shopper scrolls. Keyed by the session
 * (`who`, the token, kept in memory only), so another shopper's history never shows after a change of account.
 */
export const walletTransactionsQuery = (who: string) =>
  infiniteQueryOptions({
    queryKey: ['wallet', who, 'transactions'],
    queryFn: ({ pageParam, signal }) => getWalletTransactions(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  })
