import type { Insertable, Kysely, Selectable } from 'kysely'
import { claimDue, releaseFailed, releaseUntried, type LeaseStates } from '../db/leased-rows.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type RefundRow = Selectable<Database['payment_refunds']>
export type PaymentJobRow = Selectable<Database['payment_jobs']>
export type NewJob = Pick<Insertable<Database['payment_jobs']>, 'key' | 'kind' | 'order_id' | 'razorpay_payment_id' | 'amount'>
type Db = Kysely<Database> | Tx

/** A job waits as 'pending', is claimed as 'running' (due again when its claim lapses: its server died), ends 'done' or 'failed'. */
const STATES: LeaseStates = { claimable: ['pending', 'running'], claimed: 'running', waiting: 'pending', failed: 'failed' }

/** The only code that touches payment_webhook_events, payment_refunds and payment_jobs (decision 0021). */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Remembers a webhook event in the transaction that handles it; false when it was handled before. */
  async recordEvent(trx: Tx, eventId: string, event: string, at: string): Promise<boolean> {
    const row = await trx
      .insertInto('payment_webhook_events')
      .values({ event_id: eventId, event, received_at: at })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .returning('event_id')
      .executeTakeFirst()
    return row !== undefined
  }

  /** Razorpay retries a delivery for 24 hours; ids older than `before` are forgotten. */
  async pruneEvents(before: string): Promise<void> {
    await this.db.deleteFrom('payment_webhook_events').where('received_at', '<', before).execute()
  }

  // Refunds

  async addRefund(refund: Insertable<Database['payment_refunds']>, db: Db = this.db): Promise<boolean> {
    const row = await db
      .insertInto('payment_refunds')
      .values(refund)
      .onConflict((oc) => oc.doNothing())
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  /** Razorpay answered the refund call: its id and state, unless a webhook already settled the row. */
  async setRefundAnswer(reference: string, razorpayRefundId: string, status: string): Promise<void> {
    await this.db
      .updateTable('payment_refunds')
      .set({ razorpay_refund_id: razorpayRefundId })
      .where('reference', '=', reference)
      .where('razorpay_refund_id', 'is', null)
      .execute()
    await this.db
      .updateTable('payment_refunds')
      .set({ status })
      .where('reference', '=', reference)
      .where('status', '=', 'requested')
      .execute()
  }

  /** A failed refund asked again under the same reference (a scheduled refund's retry). */
  async retryRefund(reference: string): Promise<void> {
    await this.db
      .updateTable('payment_refunds')
      .set({ status: 'requested' })
      .where('reference', '=', reference)
      .where('status', '=', 'failed')
      .execute()
  }

  async setRefundFailed(reference: string): Promise<void> {
    await this.db
      .updateTable('payment_refunds')
      .set({ status: 'failed' })
      .where('reference', '=', reference)
      .where('status', '=', 'requested')
      .execute()
  }

  refundByRazorpayId(razorpayRefundId: string, db: Db = this.db): Promise<RefundRow | undefined> {
    return db.selectFrom('payment_refunds').selectAll().where('razorpay_refund_id', '=', razorpayRefundId).executeTakeFirst()
  }

  refundByReference(reference: string, db: Db = this.db): Promise<RefundRow | undefined> {
    return db.selectFrom('payment_refunds').selectAll().where('reference', '=', reference).executeTakeFirst()
  }

  /** Marks the refund processed (once: a repeated refund.processed changes nothing); its status before, or undefined. */
  async markRefundProcessed(trx: Tx, id: number, razorpayRefundId: string, at: string): Promise<string | undefined> {
    const before = await trx.selectFrom('payment_refunds').select('status').where('id', '=', id).executeTakeFirst()
    const result = await trx
      .updateTable('payment_refunds')
      .set({ status: 'processed', processed_at: at, razorpay_refund_id: razorpayRefundId })
      .where('id', '=', id)
      .where('status', '!=', 'processed')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1 ? before?.status : undefined
  }

  // Jobs

  /** Adds a job unless one with its key exists (found again by another scan, or another event): whether it was added. */
  async enqueue(job: NewJob, now: string, db: Db = this.db): Promise<boolean> {
    const row = await db
      .insertInto('payment_jobs')
      .values({ ...job, status: 'pending', next_attempt_at: now, created_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('id')
      .executeTakeFirst()
    return row !== undefined
  }

  /** A scheduled job that its caller ran itself and finished: the worker skips it. False when a worker has it. */
  async finishPending(key: string, outcome: string): Promise<boolean> {
    const result = await this.db
      .updateTable('payment_jobs')
      .set({ status: 'done', outcome })
      .where('key', '=', key)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** A scheduled job whose first try, made by its caller, failed: due now, for the worker's retries. */
  async makeDue(key: string, now: string, error: string): Promise<void> {
    await this.db
      .updateTable('payment_jobs')
      .set({ next_attempt_at: now, last_error: error.slice(0, 500) })
      .where('key', '=', key)
      .where('status', '=', 'pending')
      .execute()
  }

  /** Takes one due job, as the outbox does (decision 0014, db/leased-rows.ts): two servers never take the same job. */
  claim(now: string, leaseUntil: string, claim: string, maxAttempts: number): Promise<PaymentJobRow | undefined> {
    return claimDue(this.db, 'payment_jobs', STATES, { now, leaseUntil, claim, maxAttempts })
  }

  /** Marks the job done while the claim is still ours; false when it lapsed and another server took the job. */
  async finish(trx: Tx, id: number, claim: string, outcome: string): Promise<boolean> {
    const result = await trx
      .updateTable('payment_jobs')
      .set({ status: 'done', claim: null, last_error: null, outcome: outcome.slice(0, 40) })
      .where('id', '=', id)
      .where('claim', '=', claim)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** A failed try: due again at `retryAt`, or given up for good when `retryAt` is null. */
  markFailed(id: number, claim: string, error: string, retryAt: string | null): Promise<void> {
    return releaseFailed(this.db, 'payment_jobs', STATES, { id, claim, error, retryAt })
  }

  /** Hands a claimed row back untried (this server is stopping): due at `dueAt` for any server. */
  release(id: number, claim: string, dueAt: string): Promise<void> {
    return releaseUntried(this.db, 'payment_jobs', STATES, { id, claim, dueAt })
  }

  jobs(orderId: number): Promise<PaymentJobRow[]> {
    return this.db.selectFrom('payment_jobs').selectAll().where('order_id', '=', orderId).orderBy('id').execute()
  }
}
