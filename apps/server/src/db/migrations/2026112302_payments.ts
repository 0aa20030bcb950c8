import type { Kysely, Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Online payment (decision 0021): the Razorpay webhook events already handled (dedupe by
 * X-Razorpay-Event-Id), the refunds asked of Razorpay and their state, and the payments job table
 * (expiry of unpaid online orders, refunds of payments that arrived too late), claimed like the outbox
 * (decision 0014). Additive: orders only gains an index for finding an order by its Razorpay payment.
 */
export function paymentsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await k.schema
        .createTable('payment_webhook_events')
        .addColumn('event_id', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('event', 'varchar(60)', (c) => c.notNull())
        .addColumn('received_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('payment_webhook_events_received').on('payment_webhook_events').column('received_at').execute()

      await tableWithId(k, dialect, 'payment_refunds')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('razorpay_payment_id', 'varchar(60)', (c) => c.notNull())
        /** Our name for the refund, sent in its notes, so a webhook that beats the API's answer is known as ours. */
        .addColumn('reference', 'varchar(40)', (c) => c.notNull().unique())
        /** Null until Razorpay answered the refund call. */
        .addColumn('razorpay_refund_id', 'varchar(60)', (c) => c.unique())
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('status', 'varchar(12)', (c) => c.notNull()) // 'requested' | 'pending' | 'processed' | 'failed'
        .addColumn('origin', 'varchar(10)', (c) => c.notNull()) // 'store' (a cancel or the owner) | 'late' | 'external' (the dashboard)
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('processed_at', 'varchar(40)')
        .execute()
      await k.schema.createIndex('payment_refunds_order').on('payment_refunds').columns(['order_id', 'id']).execute()

      await tableWithId(k, dialect, 'payment_jobs')
        /** 'expire:{order id}' or 'refund:{razorpay payment id}': one job per thing to do, however often it is found. */
        .addColumn('key', 'varchar(80)', (c) => c.notNull().unique())
        .addColumn('kind', 'varchar(20)', (c) => c.notNull()) // 'expire' | 'refund_late'
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('razorpay_payment_id', 'varchar(60)')
        .addColumn('amount', 'integer')
        .addColumn('status', 'varchar(10)', (c) => c.notNull()) // 'pending' | 'running' | 'done' | 'failed'
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'varchar(40)', (c) => c.notNull())
        .addColumn('claim', 'varchar(64)')
        .addColumn('last_error', 'varchar(500)')
        /** What the job found or did ('paid', 'cancelled', 'refunded', 'nothing to do'). */
        .addColumn('outcome', 'varchar(40)')
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('payment_jobs_due').on('payment_jobs').columns(['status', 'next_attempt_at']).execute()

      // refund.processed names the payment; the order is found by it.
      await k.schema.createIndex('orders_razorpay_payment').on('orders').column('razorpay_payment_id').execute()
    },
    async down(db) {
      await db.schema.dropIndex('orders_razorpay_payment').ifExists().execute()
      for (const table of ['payment_jobs', 'payment_refunds', 'payment_webhook_events'])
        await db.schema.dropTable(table).ifExists().execute()
    },
  }
}
