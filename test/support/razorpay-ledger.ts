import { randomBytes } from 'node:crypto'
import type {
  RazorpayErrorBody,
  RazorpayNotes,
  RazorpayOrder,
  RazorpayPayment,
  RazorpayRefund,
} from '../../apps/server/src/integrations/razorpay/entities.ts'

/**
 * The emulator's books: Razorpay's orders, payments and refunds and the moves between their states,
 * with Razorpay's validation answers. The HTTP side is in razorpay-emulator.ts. Field names and
 * states follow Razorpay's API reference (orders, payments, capture, refunds; decision 0017).
 */

/** A refusal in Razorpay's shape: `{ error: body }` with this HTTP status. */
export class RazorpayApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(body.description)
  }
}

export function badRequest(description: string, field?: string): RazorpayApiError {
  return new RazorpayApiError(400, {
    code: 'BAD_REQUEST_ERROR',
    description,
    source: 'business',
    step: 'payment_initiation',
    reason: 'input_validation_failed',
    metadata: {},
    ...(field ? { field } : {}),
  })
}

export type LedgerEvent =
  'payment.authorized' | 'payment.captured' | 'payment.failed' | 'order.paid' | 'refund.created' | 'refund.processed'
export interface LedgerRefs {
  orderId?: string
  paymentId?: string
  refundId?: string
}

/** The failure a Fail click reports, unless a test passes its own. */
export const DEFAULT_FAILURE = {
  code: 'BAD_REQUEST_ERROR',
  description: 'Payment failed because the bank declined it',
  source: 'bank',
  step: 'payment_authorization',
  reason: 'payment_failed',
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'
/** Razorpay's ids: a prefix and 14 base62 characters (order_…, pay_…, rfnd_…). */
export function razorpayId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((b) => BASE62[b % 62]).join('')}`
}

const now = () => Math.floor(Date.now() / 1000)
type Body = Record<string, unknown>

function onlyFields(body: Body, allowed: string[]): void {
  const extra = Object.keys(body).filter((k) => !allowed.includes(k))
  if (extra.length > 0) throw badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0])
}

function amountField(value: unknown, currency: string, field = 'amount'): number {
  if (value === undefined || value === null || value === '') throw badRequest(`The ${field} field is required.`, field)
  const amount = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  if (typeof amount !== 'number' || !Number.isInteger(amount)) throw badRequest(`The ${field} must be an integer.`, field)
  if (amount < 100) throw badRequest(`The ${field} must be at least ${currency} 1.00`, field)
  return amount
}

function notesField(value: unknown): RazorpayNotes {
  if (value === undefined || value === null) return []
  if (typeof value !== 'object' || Array.isArray(value)) throw badRequest('The notes must be an object.', 'notes')
  const entries = Object.entries(value)
  if (entries.length > 15) throw badRequest('Number of fields in notes should be less than or equal to 15', 'notes')
  if (entries.some(([, v]) => (typeof v !== 'string' && typeof v !== 'number') || String(v).length > 256))
    throw badRequest('The notes values should be strings of at most 256 characters', 'notes')
  return entries.length === 0 ? [] : Object.fromEntries(entries.map(([k, v]) => [k, String(v)]))
}

function receiptField(value: unknown): string | null {
  if (value === undefined || value === null) return null
  if (typeof value !== 'string') throw badRequest('The receipt must be a string.', 'receipt')
  if (value.length > 40) throw badRequest('The receipt may not be greater than 40 characters.', 'receipt')
  return value
}

function lookUp<T>(map: Map<string, T>, prefix: string, id: string): T {
  if (!new RegExp(`^${prefix}_[0-9A-Za-z]{14}$`).test(id)) throw badRequest(`${id} is not a valid id`)
  const found = map.get(id)
  if (!found) throw badRequest('The id provided does not exist')
  return found
}

export class RazorpayLedger {
  readonly orders = new Map<string, RazorpayOrder>()
  readonly payments = new Map<string, RazorpayPayment>()
  readonly refunds = new Map<string, RazorpayRefund>()
  /** The order's payment_capture flag (not part of Razorpay's order entity). */
  private readonly captureOnAuthorize = new Map<string, boolean>()
  /** Overrides each order's payment_capture: true captures every payment when authorised, false never; null follows the order. */
  autoCapture: boolean | null = null
  /** Refunds start `pending` and wait for processRefund(), as a bank's slow refund does. */
  refundsPending = false

  constructor(private readonly emit: (event: LedgerEvent, refs: LedgerRefs) => void) {}

  order = (id: string) => lookUp(this.orders, 'order', id)
  payment = (id: string) => lookUp(this.payments, 'pay', id)
  refund = (id: string) => lookUp(this.refunds, 'rfnd', id)

  createOrder(body: Body): RazorpayOrder {
    onlyFields(body, ['amount', 'currency', 'receipt', 'notes', 'payment_capture', 'partial_payment'])
    const currency = body.currency
    if (currency === undefined || currency === '') throw badRequest('The currency field is required.', 'currency')
    if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency)) throw badRequest('Currency is not supported', 'currency')
    const amount = amountField(body.amount, currency)
    if (body.partial_payment !== undefined && body.partial_payment !== false && body.partial_payment !== 0)
      throw badRequest('Partial payments are not enabled for this emulator', 'partial_payment')
    const capture = body.payment_capture
    if (capture !== undefined && ![true, false, 0, 1, '0', '1'].includes(capture as never))
      throw badRequest('The payment capture field is invalid.', 'payment_capture')
    const order: RazorpayOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency,
      receipt: receiptField(body.receipt),
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: notesField(body.notes),
      created_at: now(),
    }
    this.orders.set(order.id, order)
    this.captureOnAuthorize.set(order.id, capture === true || capture === 1 || capture === '1')
    return order
  }

  orderPayments(orderId: string): RazorpayPayment[] {
    this.order(orderId)
    return [...this.payments.values()].filter((p) => p.order_id === orderId).reverse()
  }

  private newPayment(order: RazorpayOrder, contact: { email?: string | null; contact?: string | null }): RazorpayPayment {
    if (order.status === 'paid') throw badRequest('Order has already been paid', 'order_id')
    order.attempts += 1
    order.status = 'attempted'
    const payment: RazorpayPayment = {
      id: razorpayId('pay'),
      entity: 'payment',
      amount: order.amount,
      currency: order.currency,
      status: 'created',
      order_id: order.id,
      method: 'card',
      amount_refunded: 0,
      refund_status: null,
      captured: false,
      description: null,
      email: contact.email ?? null,
      contact: contact.contact ?? null,
      notes: [],
      fee: null,
      tax: null,
      error_code: null,
      error_description: null,
      error_source: null,
      error_step: null,
      error_reason: null,
      created_at: now(),
    }
    this.payments.set(payment.id, payment)
    return payment
  }

  /** What checkout's Pay does: an authorised payment, captured at once when the order (or autoCapture) says so. */
  authorize(orderId: string, options: { email?: string | null; contact?: string | null; capture?: boolean } = {}): RazorpayPayment {
    const order = this.order(orderId)
    const payment = this.newPayment(order, options)
    payment.status = 'authorized'
    this.emit('payment.authorized', { paymentId: payment.id, orderId })
    if (options.capture ?? this.autoCapture ?? this.captureOnAuthorize.get(orderId)) this.captureNow(payment.id)
    return payment
  }

  /** What checkout's Fail does: a failed payment and the error checkout hands to 'payment.failed'. */
  fail(orderId: string, options: { email?: string | null; contact?: string | null; error?: Partial<typeof DEFAULT_FAILURE> } = {}) {
    const payment = this.newPayment(this.order(orderId), options)
    const error = { ...DEFAULT_FAILURE, ...options.error }
    Object.assign(payment, {
      status: 'failed',
      error_code: error.code,
      error_description: error.description,
      error_source: error.source,
      error_step: error.step,
      error_reason: error.reason,
    })
    this.emit('payment.failed', { paymentId: payment.id, orderId })
    return { payment, error: { ...error, metadata: { order_id: orderId, payment_id: payment.id } } }
  }

  /** POST /v1/payments/:id/capture: only from authorized, with exactly the authorised amount and its currency. */
  capture(paymentId: string, body: Body): RazorpayPayment {
    const payment = this.payment(paymentId)
    onlyFields(body, ['amount', 'currency'])
    const amount = amountField(body.amount, payment.currency)
    if (body.currency === undefined || body.currency === '') throw badRequest('The currency field is required.', 'currency')
    if (payment.captured) throw badRequest('This payment has already been captured')
    if (payment.status !== 'authorized') throw badRequest('Only payments which have been authorized and not yet captured can be captured')
    if (body.currency !== payment.currency) throw badRequest('Currency should be same as payment currency', 'currency')
    if (amount !== payment.amount) throw badRequest('Capture amount must be equal to the amount authorized', 'amount')
    return this.captureNow(paymentId)
  }

  /** A capture outside the store's call: Razorpay's auto-capture, or the dashboard. */
  captureNow(paymentId: string): RazorpayPayment {
    const payment = this.payment(paymentId)
    if (payment.status !== 'authorized') throw badRequest('Only payments which have been authorized and not yet captured can be captured')
    const order = payment.order_id ? this.order(payment.order_id) : null
    payment.status = 'captured'
    payment.captured = true
    payment.fee = Math.round(payment.amount * 0.02)
    payment.tax = Math.round(payment.fee * 0.18)
    this.emit('payment.captured', { paymentId, orderId: order?.id })
    if (order) {
      order.amount_paid += payment.amount
      order.amount_due = Math.max(order.amount - order.amount_paid, 0)
      order.status = 'paid'
      this.emit('order.paid', { paymentId, orderId: order.id })
    }
    return payment
  }

  /** POST /v1/payments/:id/refund: a captured payment, full (no amount) or partial, never beyond what is left. */
  refundPayment(paymentId: string, body: Body): RazorpayRefund {
    const payment = this.payment(paymentId)
    onlyFields(body, ['amount', 'speed', 'notes', 'receipt'])
    if (payment.status === 'refunded') throw badRequest('The payment has been fully refunded already')
    if (payment.status !== 'captured') throw badRequest('Only captured payments can be refunded')
    const left = payment.amount - payment.amount_refunded
    const amount = body.amount === undefined ? left : amountField(body.amount, payment.currency)
    if (amount > left) throw badRequest('The total refund amount is greater than the refund payment amount', 'amount')
    const speed = body.speed ?? 'normal'
    if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed')
    const refund: RazorpayRefund = {
      id: razorpayId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: notesField(body.notes),
      receipt: receiptField(body.receipt),
      status: 'pending',
      speed_requested: speed,
      speed_processed: null,
      created_at: now(),
    }
    this.refunds.set(refund.id, refund)
    payment.amount_refunded += amount
    payment.refund_status = payment.amount_refunded === payment.amount ? 'full' : 'partial'
    if (payment.refund_status === 'full') payment.status = 'refunded'
    this.emit('refund.created', { refundId: refund.id, paymentId })
    if (!this.refundsPending) this.processRefund(refund.id)
    return refund
  }

  /** The bank finished a pending refund. */
  processRefund(refundId: string): RazorpayRefund {
    const refund = this.refund(refundId)
    if (refund.status === 'pending') {
      refund.status = 'processed'
      refund.speed_processed = 'normal'
      this.emit('refund.processed', { refundId, paymentId: refund.payment_id })
    }
    return refund
  }
}
