import { formatMoney } from '@store/core'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import type { PaymentGateway } from '../integrations/razorpay/client.ts'
import { runOneLeased, type LeaseTiming } from '../jobs/lease.ts'
import type { OrderLifecycleService } from '../orders/lifecycle.service.ts'
import { isPayable, type OrderPaymentStateService } from '../orders/payment-state.service.ts'
import type { StoreService } from '../store/service.ts'
import type { RefundsService } from './refunds.service.ts'
import type { PaymentJobRow, PaymentsRepository } from './repository.ts'
import type { PaymentsService } from './service.ts'
import { shopperNotes } from '../orders/timeline-notes.ts'

/** An online order still unpaid this long after it was placed is cancelled. */
export const UNPAID_ORDER_MINUTES = 15
const MINUTE_MS = 60_000

/** Razorpay outages are retried for about a day (30 s, 1 min, 2 min … capped at an hour). */
export const DEFAULT_JOB_TIMING: LeaseTiming = { backoffMs: 30_000, maxBackoffMs: 3_600_000, maxAttempts: 30, leaseMs: 60_000 }

export interface JobsLog {
  warn(object: object, message: string): void
}

interface Done {
  outcome: string
  /** What the job writes when it finishes, in the transaction that marks it done (once, even if two servers ran it). */
  record?: (trx: Tx, now: string) => Promise<void>
}

/**
 * The payment follow-ups (decision 0021), run by a worker in every server: the expiry of
 * unpaid online orders, and the refund of a payment that came after its order was cancelled (or a
 * second payment). Jobs are rows claimed like the outbox's (decision 0014), so each runs in one server
 * at a time, and is retried with backoff while Razorpay does not answer.
 */
export class PaymentJobsService {
  constructor(
    private readonly deps: {
      work: UnitOfWork
      repo: PaymentsRepository
      state: OrderPaymentStateService
      payments: PaymentsService
      refunds: RefundsService
      lifecycle: OrderLifecycleService
      gateway: PaymentGateway
      store: StoreService
      log: JobsLog
      timing?: LeaseTiming
    },
  ) {}

  private get timing(): LeaseTiming {
    return this.deps.timing ?? DEFAULT_JOB_TIMING
  }

  /**
   * One pass at `now`: adds an expiry job for each online order unpaid for 15 minutes, then runs every
   * job due. The worker passes the clock; tests pass a later time instead of waiting. A stopping
   * server ends the pass after the job in flight, and hands back a job claimed meanwhile (decision 0081).
   */
  async runDue(now: Date = new Date(), stopping: () => boolean = () => false): Promise<number> {
    const cutoff = new Date(now.getTime() - UNPAID_ORDER_MINUTES * MINUTE_MS)
    for (const orderId of await this.deps.state.unpaidPlacedBefore(cutoff, 100)) {
      await this.deps.repo.enqueue(
        { key: `expire:${orderId}`, kind: 'expire', order_id: orderId, razorpay_payment_id: null, amount: null },
        now.toISOString(),
      )
    }
    let ran = 0
    while (!stopping() && (await this.runOne(now, stopping))) ran += 1
    return ran
  }

  /** Claims, runs and settles one due job; false when none is due. */
  private runOne(now: Date, stopping: () => boolean): Promise<boolean> {
    return runOneLeased(this.deps.repo, this.timing, () => now, {
      stopping,
      run: (job) => this.perform(job),
      settle: (job, claim, done) =>
        this.deps.work.run(async (trx) => {
          if ((await this.deps.repo.finish(trx, job.id, claim, done.outcome)) && done.record)
            await done.record(trx, new Date().toISOString())
        }),
      failed: (job, error, giveUp) =>
        this.deps.log.warn(
          { job: job.key, attempts: job.attempts, err: error },
          giveUp ? 'payments: gave up a job' : 'payments: will retry a job',
        ),
    })
  }

  private perform(job: PaymentJobRow): Promise<Done> {
    if (job.kind === 'expire') return this.expire(job.order_id)
    if (job.kind === 'refund_late') return this.refundLate(job)
    if (job.kind === 'refund') return this.refundScheduled(job)
    return Promise.reject(new Error(`unknown payment job ${job.kind}`))
  }

  /**
   * Before cancelling, asks Razorpay: a payment made but not yet reported (the tab closed before the
   * callback, no webhook) pays the order instead. Then the cancel gives stock, the offer's use and the
   * wallet back (the orders area's cancel); a payment that comes after it is refunded (refundLate).
   */
  private async expire(orderId: number): Promise<Done> {
    const row = await this.deps.state.byId(orderId)
    if (!row || row.status !== 'placed' || !isPayable(row)) return { outcome: 'nothing to do' }
    if (await this.deps.payments.reconcile(row)) return { outcome: 'paid' }
    const note = `Not paid within ${UNPAID_ORDER_MINUTES} minutes: the order was cancelled`
    return { outcome: (await this.deps.lifecycle.cancelUnpaid(orderId, note)) ? 'cancelled' : 'changed meanwhile' }
  }

  /**
   * A refund the order already counts (a cancel's, or the owner's) that Razorpay did not take at once:
   * asked again under the same reference until it does, so one that went through is never asked twice.
   */
  private async refundScheduled(job: PaymentJobRow): Promise<Done> {
    const row = (await this.deps.state.byId(job.order_id))!
    const reference = job.key.slice('refund:'.length)
    const input = { orderId: row.id, paymentId: job.razorpay_payment_id!, amount: job.amount!, receipt: `order_${row.number}` }
    await this.deps.refunds.refund({ ...input, reference, origin: 'store' })
    return { outcome: 'refunded' }
  }

  /**
   * Refunds what is left of a captured payment the order does not need. Razorpay's own record says
   * what is left, so a second run (its server died after the refund) refunds nothing twice.
   */
  private async refundLate(job: PaymentJobRow): Promise<Done> {
    const paymentId = job.razorpay_payment_id!
    const row = (await this.deps.state.byId(job.order_id))!
    const payment = await this.deps.gateway.fetchPayment(paymentId)
    const left = payment.amount - payment.amount_refunded
    if (payment.status === 'captured' && left > 0) {
      await this.deps.refunds.refund({ orderId: row.id, paymentId, amount: left, receipt: `order_${row.number}`, origin: 'late' })
    }
    if (payment.amount_refunded === 0 && payment.status !== 'captured') return { outcome: `not captured (${payment.status})` }
    const { money } = await this.deps.store.checkoutSettings()
    const note = shopperNotes.refunded(formatMoney(payment.amount, money), 'card')
    return {
      outcome: 'refunded',
      record: async (trx, now) => {
        // A cancelled order's late payment counts as refunded; a second payment of a paid order leaves it paid.
        const fresh = (await this.deps.state.byId(row.id, trx))!
        if (fresh.status === 'cancelled') await this.deps.state.addRefund(trx, row.id, payment.amount, note, now)
        else await this.deps.state.addEvent(trx, row.id, `${note} (the second payment)`, now)
      },
    }
  }
}
