import { sql, type ColumnDataType, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Checkout (decision 0018): the rest of an order (public id, number, payment, snapshots of the
 * address, branch and lines, totals), its timeline, idempotency keys, the order-number counter, the
 * wallet and its append-only ledger, and whether a branch offers pickup (on until the owner says not).
 * Columns added to `orders` have defaults, so rows written before checkout (offers' history) stay valid.
 */
type Build = (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder

export function checkoutMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      // SQLite adds one column per ALTER TABLE.
      const add = (table: string, name: string, type: ColumnDataType, build: Build = (c) => c) =>
        k.schema.alterTable(table).addColumn(name, type, build).execute()
      await add('branches', 'offers_pickup', 'integer', (c) => c.notNull().defaultTo(1))

      const int0: Build = (c) => c.notNull().defaultTo(0)
      await add('orders', 'public_id', 'varchar(40)')
      await add('orders', 'number', 'integer', int0)
      await add('orders', 'user_id', 'integer')
      await add('orders', 'fulfilment', 'varchar(10)', (c) => c.notNull().defaultTo('delivery'))
      await add('orders', 'payment_method', 'varchar(10)', (c) => c.notNull().defaultTo('cod'))
      await add('orders', 'payment_status', 'varchar(20)', (c) => c.notNull().defaultTo('pending'))
      await add('orders', 'address', 'text') // JSON OrderAddress; null for pickup and digital
      await add('orders', 'branch', 'text') // JSON {id, name, address, phone, delivery_minutes}
      for (const column of [
        'subtotal',
        'product_price_discount',
        'order_discount_amount',
        'shipping_discount_amount',
        'delivery_charge',
        'tax_amount',
        'fees_total',
        'wallet_used',
        'refunded',
        'item_count',
      ])
        await add('orders', column, 'integer', int0)
      await add('orders', 'first_items', 'varchar(400)', (c) => c.notNull().defaultTo('[]')) // JSON string[]: "My orders" reads no lines
      await add('orders', 'notes', 'varchar(500)')
      await add('orders', 'placed_at', 'varchar(40)')
      await add('orders', 'cancelled_at', 'varchar(40)')
      await add('orders', 'cancel_reason', 'varchar(300)')
      await add('orders', 'cancelled_by', 'varchar(10)') // 'shopper' | 'owner' | 'system'
      await add('orders', 'razorpay_order_id', 'varchar(60)')
      await add('orders', 'razorpay_payment_id', 'varchar(60)')
      await k.schema.createIndex('orders_public_id').on('orders').column('public_id').unique().execute()
      // "My orders", newest first: one index range, no sort.
      await k.schema.createIndex('orders_user_placed').on('orders').columns(['user_id', 'placed_at', 'id']).execute()
      // The owner's list, filtered by status or branch within dates.
      await k.schema.createIndex('orders_placed').on('orders').columns(['placed_at', 'id']).execute()
      await k.schema.createIndex('orders_status_placed').on('orders').columns(['status', 'placed_at']).execute()
      await k.schema.createIndex('orders_razorpay_order').on('orders').column('razorpay_order_id').execute()

      await tableWithId(k, dialect, 'order_lines')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull())
        .addColumn('image', 'text') // JSON Image
        .addColumn('options', 'text', (c) => c.notNull()) // JSON {name, value, price}[]
        .addColumn('selected_attributes', 'varchar(400)', (c) => c.notNull()) // JSON number[]
        .addColumn('selected_multi_attributes', 'varchar(400)', (c) => c.notNull()) // JSON number[]
        .addColumn('unit_price', 'integer', (c) => c.notNull())
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('line_total', 'integer', (c) => c.notNull())
        /** Which stock the line took ('branch' | 'product'), so a cancel gives it back there; null: not tracked. */
        .addColumn('stock_source', 'varchar(10)')
        .execute()
      await k.schema.createIndex('order_lines_order').on('order_lines').columns(['order_id', 'id']).execute()

      await tableWithId(k, dialect, 'order_events')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        .addColumn('status', 'varchar(20)', (c) => c.notNull())
        .addColumn('note', 'varchar(400)', (c) => c.notNull())
        .addColumn('at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('order_events_order').on('order_events').columns(['order_id', 'id']).execute()

      // Counters that must be shared by every server; the order number is bumped inside the order's transaction.
      await k.schema
        .createTable('counters')
        .addColumn('name', 'varchar(40)', (c) => c.primaryKey())
        .addColumn('value', 'integer', (c) => c.notNull())
        .execute()
      await k.insertInto('counters').values({ name: 'order_number', value: 1000 }).execute()

      await k.schema
        .createTable('idempotency_keys')
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('key', 'varchar(100)', (c) => c.notNull())
        .addColumn('request_hash', 'varchar(64)', (c) => c.notNull())
        .addColumn('order_id', 'integer')
        .addColumn('status_code', 'integer')
        .addColumn('response', 'text') // JSON, written once the answer is known
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'key'])
        .execute()
      await k.schema.createIndex('idempotency_keys_created').on('idempotency_keys').column('created_at').execute()

      await k.schema
        .createTable('wallets')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
        .addColumn('balance', 'integer', (c) => c.notNull().defaultTo(0))
        .addCheckConstraint('wallets_balance_not_negative', sql`balance >= 0`)
        .execute()
      await tableWithId(k, dialect, 'wallet_ledger')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
        .addColumn('direction', 'varchar(10)', (c) => c.notNull()) // 'credit' | 'debit'
        .addColumn('amount', 'integer', (c) => c.notNull())
        .addColumn('reason', 'varchar(200)', (c) => c.notNull())
        .addColumn('reference_type', 'varchar(20)', (c) => c.notNull()) // 'order' | 'refund' | 'card' | 'referral' | 'adjustment'
        .addColumn('reference_id', 'varchar(60)')
        .addColumn('balance_after', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('wallet_ledger_amount_positive', sql`amount > 0`)
        .execute()
      await k.schema.createIndex('wallet_ledger_user').on('wallet_ledger').columns(['user_id', 'id']).execute()
      await k.schema.createIndex('wallet_ledger_reference').on('wallet_ledger').columns(['reference_type', 'reference_id']).execute()
    },
    async down(db) {
      for (const table of ['wallet_ledger', 'wallets', 'idempotency_keys', 'counters', 'order_events', 'order_lines'])
        await db.schema.dropTable(table).ifExists().execute()
      for (const index of ['orders_public_id', 'orders_user_placed', 'orders_placed', 'orders_status_placed', 'orders_razorpay_order'])
        await db.schema.dropIndex(index).ifExists().execute()
      for (const column of [
        'public_id',
        'number',
        'user_id',
        'fulfilment',
        'payment_method',
        'payment_status',
        'address',
        'branch',
        'subtotal',
        'product_price_discount',
        'order_discount_amount',
        'shipping_discount_amount',
        'delivery_charge',
        'tax_amount',
        'fees_total',
        'wallet_used',
        'refunded',
        'item_count',
        'first_items',
        'notes',
        'placed_at',
        'cancelled_at',
        'cancel_reason',
        'cancelled_by',
        'razorpay_order_id',
        'razorpay_payment_id',
      ])
        await db.schema.alterTable('orders').dropColumn(column).execute()
      await db.schema.alterTable('branches').dropColumn('offers_pickup').execute()
    },
  }
}
