import { createHash } from 'node:crypto'
import { formatMoney, type MoneyFormat } from '@store/core'
import type { RazorpayConfig } from '../config.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { InputError, UnavailableError } from '../http/errors.ts'
import { notesOf, type RazorpayRefund, type RazorpayWebhookEvent } from '../integrations/razorpay/entities.ts'
import { verifyWebhookSignature } from '../integrations/razorpay/signatures.ts'
import type { OrderPaymentStateService, OrderRow } from '../orders/payment-state.service.ts'
import type { StoreService } from '../store/service.ts'
import { REFUND_NOTE } from './refunds.service.ts'
import type { PaymentsRepository } from './repository.ts'
import type { PaymentsService } from './service.ts'
import { shopperNotes } from '../orders/timeline-notes.ts'

/** A webhook whose X-Razorpay-Signature does not sign its body: refused, nothing changes. */
export class WebhookSignatureError extends Error {
  readonly statusCode = 401
  constructor() {
    super('The webhook signature does not match its body')
  }
}

export type WebhookResult = 'handled' | 'duplicate' | 'ignored'

const DAY_MS = 86_400_000
/** Razorpay retries a failed delivery for up to 24 hours; event ids are kept a week. */
const KEEP_EVENTS_MS = 7 * DAY_MS

interface Context {
  money: MoneyFormat
  currency: string
  now: string
}

/**
 * Razorpay's webhook (decision 0021). The signature is checked over the raw body; the event's
 * id is remembered in the same transaction as what it changes, so a repeated delivery changes nothing,
 * and a delivery that failed half-way is handled whole when Razorpay retries. Every change is
 * conditional on the order's state, so events in any order leave the same result. Nothing here calls
 * Razorpay, so the answer is quick; a refund the webhook calls for is a job.
 */
export class WebhookService {
  private lastPrune = 0

  constructor(
    private readonly deps: {
      work: UnitOfWork
      razorpay: RazorpayConfig
      payments: PaymentsService
      state: OrderPaymentStateService
      store: StoreService
      repo: PaymentsRepository
      wake: () => void
    },
  ) {}

  async receive(rawBody: Buffer, signature: unknown, eventIdHeader: unknown): Promise<WebhookResult> {
    const secret = this.deps.razorpay.webhookSecret
    if (!secret) throw new UnavailableError(503, 'Razorpay webhooks are off: RAZORPAY_WEBHOOK_SECRET is not set')
    if (!verifyWebhookSignature(rawBody, signature, secret)) throw new WebhookSignatureError()
    let envelope: RazorpayWebhookEvent
    try {
      envelope = JSON.parse(rawBody.toString('utf8')) as RazorpayWebhookEvent
    } catch {
      throw new InputError('The webhook body is not JSON')
    }
    if (typeof envelope?.event !== 'string' || typeof envelope.payload !== 'object' || envelope.payload === null) {
      throw new InputError('The webhook body is not a Razorpay event')
    }
    // Without the header (it is always sent), identical bytes are the same event.
    const eventId =
      typeof eventIdHeader === 'string' && eventIdHeader.length > 0 && eventIdHeader.length <= 100
        ? eventIdHeader
        : `sha256:${createHash('sha256').update(rawBody).digest('hex').slice(0, 64)}`
    await this.pruneEvents()
    const settings = await this.deps.store.checkoutSettings()
    const context: Context = { money: settings.money, currency: settings.currencyCode, now: new Date().toISOString() }
    // Reads first, then one transaction: on SQLite nothing outside the transaction may query inside it.
    const order = await this.orderOf(envelope)
    const result = await this.deps.work.run(async (trx): Promise<WebhookResult> => {
      if (!(await this.deps.repo.recordEvent(trx, eventId, envelope.event.slice(0, 60), context.now))) return 'duplicate'
      const fresh = order && (await this.deps.state.byId(order.id, trx))
      if (!fresh) return 'ignored' // not one of ours (another integration on the same account), or gone
      return this.handle(trx, envelope, fresh, context)
    })
    if (result === 'handled') this.deps.wake()
    return result
  }

  private async handle(trx: Tx, envelope: RazorpayWebhookEvent, order: OrderRow, context: Context): Promise<WebhookResult> {
    const payment = envelope.payload.payment?.entity
    switch (envelope.event) {
      case 'payment.captured':
      case 'order.paid': {
        // The snapshot may be older than what Razorpay holds now; only a captured one can pay.
        if (!payment || payment.status !== 'captured') return 'ignored'
        if (this.deps.payments.mismatch(order, payment, context.currency) !== null) return 'ignored'
        await this.deps.payments.record(trx, order, payment, context)
        return 'handled'
      }
      case 'payment.failed': {
        if (!payment || payment.order_id !== order.razorpay_order_id) return 'ignored'
        const reason = payment.error_description ?? 'the bank declined it'
        await this.deps.state.markFailed(trx, order.id, `Payment failed: ${reason}`, context.now)
        return 'handled'
      }
      case 'refund.processed': {
        const refund = envelope.payload.refund?.entity
        if (!refund) return 'ignored'
        await this.refundProcessed(trx, order, refund, context)
        return 'handled'
      }
      default:
        return 'ignored'
    }
  }

  /**
   * Settles a refund. The store's own refunds (a cancel, the owner's refund, a late payment's) were
   * recorded on the order when Razorpay accepted them; this adds "processed". A refund the store did
   * not record — made in Razorpay's dashboard, or one whose answer was lost — is recorded now.
   */
  private async refundProcessed(trx: Tx, order: OrderRow, refund: RazorpayRefund, context: Context): Promise<void> {
    const { repo, state } = this.deps
    const reference = notesOf(refund.notes)[REFUND_NOTE]
    const ours = (await repo.refundByRazorpayId(refund.id, trx)) ?? (reference ? await repo.refundByReference(reference, trx) : undefined)
    const amount = formatMoney(refund.amount, context.money)
    if (!ours) {
      const added = await repo.addRefund(
        {
          order_id: order.id,
          razorpay_payment_id: refund.payment_id,
          reference: `ext_${refund.id}`.slice(0, 40),
          razorpay_refund_id: refund.id,
          amount: refund.amount,
          status: 'processed',
          origin: 'external',
          created_at: context.now,
          processed_at: context.now,
        },
        trx,
      )
      if (added) await state.addRefund(trx, order.id, refund.amount, shopperNotes.refunded(amount, 'card'), context.now)
      return
    }
    const before = await repo.markRefundProcessed(trx, ours.id, refund.id, context.now)
    if (before === undefined) return // processed before
    if (before === 'failed') await state.addRefund(trx, order.id, refund.amount, shopperNotes.refunded(amount, 'card'), context.now)
    else await state.addEvent(trx, order.id, shopperNotes.refundProcessed(amount), context.now)
  }

  /** The store's order an event is about: by the Razorpay order id, else (a refund) by the payment id. */
  private async orderOf(envelope: RazorpayWebhookEvent): Promise<OrderRow | undefined> {
    const { payment, order, refund } = envelope.payload
    const razorpayOrderId = payment?.entity.order_id ?? order?.entity.id
    if (typeof razorpayOrderId === 'string') {
      const row = await this.deps.state.byRazorpayOrderId(razorpayOrderId)
      if (row) return row
    }
    const paymentId = payment?.entity.id ?? refund?.entity.payment_id
    return typeof paymentId === 'string' ? this.deps.state.byRazorpayPaymentId(paymentId) : undefined
  }

  private async pruneEvents(): Promise<void> {
    const now = Date.now()
    if (now - this.lastPrune < DAY_MS / 24) return
    this.lastPrune = now
    await this.deps.repo.pruneEvents(new Date(now - KEEP_EVENTS_MS).toISOString())
  }
}
