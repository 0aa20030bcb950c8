import { Type, type Static } from 'typebox'
import { PageInfo } from './common.ts'

/** What a ledger row is about. */
export const WalletReferenceType = Type.Union([
  Type.Literal('order'),
  Type.Literal('refund'),
  Type.Literal('card'),
  Type.Literal('referral'),
  Type.Literal('adjustment'),
])
export type WalletReferenceType = Static<typeof WalletReferenceType>

/** One movement of the wallet, as the shopper reads it on /account/wallet. Minor units. */
export const WalletEntry = Type.Object({
  id: Type.Integer(),
  direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
  amount: Type.Integer(),
  reason: Type.String(),
  reference_type: WalletReferenceType,
  reference_id: Type.Union([Type.String(), Type.Null()]),
  balance_after: Type.Integer(),
  created_at: Type.String(),
})
export type WalletEntry = Static<typeof WalletEntry>

/** GET wallet/transactions: every credit and debit, newest first (the balance comes from check-wallet). */
export const WalletHistoryPage = Type.Object({ entries: Type.Array(WalletEntry), ...PageInfo })
export type WalletHistoryPage = Static<typeof WalletHistoryPage>

/** The owner's adjustment: a credit or a debit with the reason the shopper will read. */
export const WalletAdjustmentInput = Type.Object(
  {
    user_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    direction: Type.Union([Type.Literal('credit'), Type.Literal('debit')]),
    amount: Type.Integer({ minimum: 1, maximum: 100_000_000 }),
    reason: Type.String({ minLength: 3, maxLength: 200 }),
  },
  { additionalProperties: false },
)
export type WalletAdjustmentInput = Static<typeof WalletAdjustmentInput>

export const WalletAdjustment = Type.Object({ balance: Type.Integer(), entry: WalletEntry })
export type WalletAdjustment = Static<typeof WalletAdjustment>
