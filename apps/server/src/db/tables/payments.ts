import type { Generated } from 'kysely'

/** Money held and moved: wallets and their ledger, Razorpay events, refunds and follow-ups. */
export interface PaymentTables {
  /** A shopper's wallet balance in minor units; never negative (a CHECK and conditional updates). */
  wallets: { user_id: number; balance: Generated<number> }
  /** Every wallet movement, append-only (the wallet screen shows it; scratch cards credit through it). */
  wallet_ledger: {
    id: Generated<number>
    user_id: number
    direction: string // 'credit' | 'debit'
    amount: number
    reason: string
    reference_type: string // 'order' | 'refund' | 'card' | 'referral' | 'adjustment'
    reference_id: string | null
    balance_after: number
    created_at: string
  }
  /** Razorpay webhook events already handled, by X-Razorpay-Event-Id (decision 0021). */
  payment_webhook_events: { event_id: string; event: string; received_at: string }
  /** Refunds asked of Razorpay (or made in its dashboard) and whether its bank has processed them. */
  payment_refunds: {
    id: Generated<number>
    order_id: number
    razorpay_payment_id: string
    /** Our name for the refund, also in its notes (store_refund). */
    reference: string
    razorpay_refund_id: string | null
    amount: number
    status: string // 'requested' | 'pending' | 'processed' | 'failed'
    origin: string // 'store' | 'late' | 'external'
    created_at: string
    processed_at: string | null
  }
  /** Payment follow-ups claimed like the outbox: expiry of unpaid online orders, refunds of late payments. */
  payment_jobs: {
    id: Generated<number>
    key: string
    kind: string // 'expire' | 'refund_late' | 'refund' (decision 0036)
    order_id: number
    razorpay_payment_id: string | null
    amount: number | null
    status: string // 'pending' | 'running' | 'done' | 'failed'
    attempts: Generated<number>
    next_attempt_at: string
    claim: string | null
    last_error: string | null
    outcome: string | null
    created_at: string
  }
}
