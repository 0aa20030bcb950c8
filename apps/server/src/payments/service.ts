import { formatMoney, type MoneyFormat, type Order, type ProcessPaymentBody } from '@store/core'
import type { RazorpayConfig } from '../config.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { ConflictError, InputError, UnavailableError } from '../http/errors.ts'
import { RazorpayError, type PaymentGateway } from '../integrations/razorpay/client.ts'
import type { RazorpayPayment } from '../integrations/razorpay/entities.ts'
import { verifyPaymentSignature } from '../integrations/razorpay/signatures.ts'
import { amountDue, isPayable, type OrderPaymentStateService, type OrderRow } from '../orders/payment-state.service.ts'
import type { OrdersService } from '../orders/service.ts'
import type { StoreService } from '../store/service.ts'
import type { PaymentsRepository } from './repository.ts'

export interface PaymentsLog {
  warn(object: object, message: string): void
}

export interface PaymentsDeps {
  work: UnitOfWork
  gateway: PaymentGateway
  razorpay: RazorpayConfig
  orders: OrdersService
  state: OrderPaymentStateService
  store: StoreService
  repo: PaymentsRepository
  log: PaymentsLog
  /** Wakes this server's payments worker: a job was just committed. */
  wake: () => void
}

/** What a captured (or authorised) payment did to its order. */
export type Recorded = 'paid' | 'already_paid' | 'late'

/** What recording needs that is read before the transaction (on SQLite nothing else may query inside it). */
export interface RecordContext {
  money: MoneyFormat
  now: string
}

/**
 * Online payment through Razorpay (decision 0021): the browser's callback (process-payment),
 * and the one way a payment makes an order paid, shared with the webhook and the expiry job: a
 * conditional UPDATE from pending|failed, so the order becomes paid exactly once. A payment the order
 * no longer needs (it was cancelled, or another payment paid it) is refunded by a job.
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** `log` is the request's, so a line about this payment carries the request's id (decision 0072). */
  async processPayment(userId: number, body: ProcessPaymentBody, log: PaymentsLog = this.deps.log): Promise<Order> {
    const { orders, razorpay, gateway, work } = this.deps
    const row = await orders.ownOrThrow(userId, body.order_id)
    if (row.payment_method !== 'online' || row.razorpay_order_id === null) {
      throw new InputError('This order is not paid online', [{ path: 'order_id', message: 'not an online payment' }])
    }
    // Over the Razorpay order id this server stored, never the request's (decision 0017).
    const verified =
      body.razorpay_order_id === row.razorpay_order_id &&
      verifyPaymentSignature(row.razorpay_order_id, body.razorpay_payment_id, body.razorpay_signature, razorpay.keySecret)
    if (!verified) {
      throw new InputError(
        'This payment could not be verified, so nothing was changed. Try again, or contact the store if money was taken',
        [{ path: 'razorpay_signature', message: 'does not match this order' }],
      )
    }
    if (row.razorpay_payment_id === body.razorpay_payment_id) return orders.view(row) // a repeated callback
    const settings = await this.deps.store.checkoutSettings()
    let payment = await gateway.fetchPayment(body.razorpay_payment_id)
    const mismatch = this.mismatch(row, payment, settings.currencyCode)
    if (mismatch) {
      log.warn({ order: row.number, payment: payment.id, mismatch }, 'payments: a payment does not match its order')
      throw new InputError('This payment does not match the order, so nothing was changed. Contact the store if money was taken', [
        { path: 'razorpay_payment_id', message: mismatch },
      ])
    }
    if (payment.status === 'failed') {
      throw new InputError(
        `The payment failed: ${payment.error_description ?? 'the bank declined it'}. Try again, or choose another way to pay`,
        [{ path: 'razorpay_payment_id', message: 'the payment failed' }],
      )
    }
    if (payment.status === 'created') {
      throw new InputError('The payment is not complete yet. Finish it in the payment window', [
        { path: 'razorpay_payment_id', message: 'not complete' },
      ])
    }
    if (payment.status === 'authorized' && isPayable(row)) payment = await this.capture(payment)
    const context = { money: settings.money, now: new Date().toISOString() }
    const outcome = await work.run((trx) => this.record(trx, row, payment, context))
    if (outcome === 'late') {
      this.deps.wake()
      throw new ConflictError(this.lateMessage((await this.deps.state.byId(row.id))!, payment), {})
    }
    return orders.view((await this.deps.state.byId(row.id))!)
  }

  /** Why `payment` cannot pay this order, or null when it can: another Razorpay order, amount or currency. */
  mismatch(row: OrderRow, payment: RazorpayPayment, currency: string): string | null {
    if (payment.order_id !== row.razorpay_order_id) return 'is for another order'
    if (payment.amount !== amountDue(row)) return `amount ${payment.amount} is not the ${amountDue(row)} due`
    if (payment.currency !== currency) return `currency ${payment.currency} is not ${currency}`
    return null
  }

  /**
   * Records a captured payment (or an authorised one the order no longer needs) in the caller's
   * transaction. Paid exactly once: only the UPDATE from pending|failed changes the order, and it writes
   * the one "Paid" timeline entry. A captured payment the order no longer needs gets one refund job.
   */
  async record(trx: Tx, row: OrderRow, payment: RazorpayPayment, context: RecordContext): Promise<Recorded> {
    const { state, repo } = this.deps
    const amount = formatMoney(payment.amount, context.money)
    if (payment.status === 'captured' && (await state.markPaid(trx, row.id, payment.id, `Paid ${amount} online`, context.now)))
      return 'paid'
    const fresh = (await state.byId(row.id, trx))!
    if (fresh.razorpay_payment_id === payment.id) return 'already_paid'
    if (payment.status !== 'captured') return 'late' // not taken: Razorpay releases an uncaptured payment by itself
    const job = {
      key: `refund:${payment.id}`,
      kind: 'refund_late',
      order_id: row.id,
      razorpay_payment_id: payment.id,
      amount: payment.amount,
    }
    if (await repo.enqueue(job, context.now, trx)) {
      const note =
        fresh.status === 'cancelled'
          ? `A payment of ${amount} arrived after the order was cancelled: it is being refunded`
          : `A second payment of ${amount} was made for this order: it is being refunded`
      await state.addEvent(trx, row.id, note, context.now)
    }
    return 'late'
  }

  /**
   * Captures an authorised payment. After an error Razorpay's state is unknown (a capture may have
   * happened, or a parallel call captured first): the payment is read again, and captured means paid.
   */
  async capture(payment: RazorpayPayment): Promise<RazorpayPayment> {
    try {
      return await this.deps.gateway.capturePayment(payment.id, payment.amount, payment.currency)
    } catch (error) {
      if (!(error instanceof RazorpayError) && !(error instanceof UnavailableError)) throw error
      const again = await this.deps.gateway.fetchPayment(payment.id)
      if (again.status === 'captured') return again
      throw new UnavailableError(502, 'Your payment could not be completed right now. Please try again in a minute', error)
    }
  }

  /**
   * What Razorpay holds for an unpaid order (the expiry job asks before it cancels): a captured or
   * authorised payment of the right amount pays the order, so a shopper who paid and closed the tab
   * before the callback is not cancelled. Whether the order is paid now.
   */
  async reconcile(row: OrderRow): Promise<boolean> {
    if (row.razorpay_order_id === null) return false
    const settings = await this.deps.store.checkoutSettings()
    const usable = (await this.deps.gateway.fetchOrderPayments(row.razorpay_order_id)).filter(
      (p) => this.mismatch(row, p, settings.currencyCode) === null,
    )
    let payment = usable.find((p) => p.status === 'captured') ?? usable.find((p) => p.status === 'authorized')
    if (!payment) return false
    if (payment.status === 'authorized') payment = await this.capture(payment)
    const context = { money: settings.money, now: new Date().toISOString() }
    const outcome = await this.deps.work.run((trx) => this.record(trx, row, payment, context))
    return outcome !== 'late'
  }

  private lateMessage(row: OrderRow, payment: RazorpayPayment): string {
    const refund = payment.status === 'captured' ? 'Your payment is being refunded' : 'Your payment was not taken: your bank releases it'
    return row.status === 'cancelled'
      ? `This order was cancelled because it was not paid in time. ${refund}`
      : `This order is already paid. ${refund === 'Your payment is being refunded' ? 'Your second payment is being refunded' : refund}`
  }
}
