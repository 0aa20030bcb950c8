import { PageQuery } from '../api/common.ts'
import { WalletAdjustment, WalletAdjustmentInput, WalletHistoryPage } from '../api/wallet-history.ts'
import { defineEndpoints } from './define.ts'

/** Wallet screen: the shopper's own ledger, newest first (the balance is check-wallet's). */
export const walletHistoryEndpoints = defineEndpoints({
  'GET /api/wallet/transactions': {
    tags: ['wallet'],
    summary: "A page of the wallet's history",
    querystring: PageQuery,
    response: WalletHistoryPage,
  },
})

/** The owner's wallet adjustment with a reason (behind the owner token); a debit never takes a wallet below zero. */
export const ownerWalletEndpoints = defineEndpoints({
  'POST /api/admin/wallet-adjustments': {
    tags: ['admin'],
    summary: "Credits or debits a shopper's wallet, with a reason",
    errors: [404],
    body: WalletAdjustmentInput,
    status: 201,
    response: WalletAdjustment,
  },
})
