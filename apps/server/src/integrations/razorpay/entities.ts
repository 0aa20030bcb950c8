/**
 * Razorpay's entities as its REST API v1 and webhooks send them (the fields the store reads; Razorpay
 * sends more). Amounts are integers in the currency's minor unit (paise for INR). Razorpay writes
 * empty `notes` as `[]`, not `{}`: read notes through `notesOf`.
 */

export type RazorpayNotes = Record<string, string> | []

export interface RazorpayOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string | null
  offer_id: string | null
  /** created → attempted (a payment was tried) → paid (a payment was captured). */
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: RazorpayNotes
  created_at: number
}

export interface RazorpayPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: string
  /** created → authorized → captured (→ refunded when fully refunded); or failed. */
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string | null
  method: string
  amount_refunded: number
  refund_status: 'partial' | 'full' | null
  captured: boolean
  description: string | null
  email: string | null
  contact: string | null
  notes: RazorpayNotes
  fee: number | null
  tax: number | null
  error_code: string | null
  error_description: string | null
  error_source: string | null
  error_step: string | null
  error_reason: string | null
  created_at: number
}

export interface RazorpayRefund {
  id: string
  entity: 'refund'
  amount: number
  currency: string
  payment_id: string
  notes: RazorpayNotes
  receipt: string | null
  status: 'pending' | 'processed' | 'failed'
  speed_requested: 'normal' | 'optimum'
  speed_processed: 'normal' | 'instant' | null
  created_at: number
}

export interface RazorpayCollection<T> {
  entity: 'collection'
  count: number
  items: T[]
}

/** Razorpay's error body: `{ error: RazorpayErrorBody }`, on every 4xx and 5xx. */
export interface RazorpayErrorBody {
  code: string
  description: string
  source?: string | null
  step?: string | null
  reason?: string | null
  field?: string | null
  metadata?: Record<string, unknown>
}

/** The webhook envelope (X-Razorpay-Signature signs its raw bytes). */
export interface RazorpayWebhookEvent {
  entity: 'event'
  account_id: string
  event: string
  contains: ('payment' | 'order' | 'refund')[]
  payload: {
    payment?: { entity: RazorpayPayment }
    order?: { entity: RazorpayOrder }
    refund?: { entity: RazorpayRefund }
  }
  created_at: number
}

/** `notes` as a plain object, whether Razorpay sent `{…}` or `[]`. */
export function notesOf(notes: RazorpayNotes | undefined): Record<string, string> {
  return notes && !Array.isArray(notes) ? notes : {}
}
