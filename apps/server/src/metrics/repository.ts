import { sql, type Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The queues whose rows workers claim with a lease (decision 0014), and the status of a row waiting its turn. */
const QUEUES = [
  { table: 'outbox', waiting: 'pending' },
  { table: 'payment_jobs', waiting: 'pending' },
  { table: 'backups', waiting: 'pending' },
] as const

export interface OrderCounts {
  placed: number
  cancelled: number
  refunded: number
}

/** What /metrics reads from the database at each scrape: store-wide counts, the same on every server. */
export class MetricsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The three order figures in one statement, each counted from an index alone, never from the order
   * rows (decision 0071): all orders from the smallest index, the cancelled ones from the range of
   * `orders_status_placed`, the refunded ones from the partial index `orders_refunded`. The conditions
   * are literals, which is what lets both databases match the partial index.
   */
  orderCountsQuery() {
    return this.db.selectNoFrom((eb) => [
      eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')).as('placed'),
      eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')).where('status', '=', sql.lit('cancelled')).as('cancelled'),
      eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')).where('refunded', '>', sql.lit(0)).as('refunded'),
    ])
  }

  async orderCounts(): Promise<OrderCounts> {
    const row = await this.orderCountsQuery().executeTakeFirstOrThrow()
    return { placed: Number(row.placed), cancelled: Number(row.cancelled), refunded: Number(row.refunded) }
  }

  /** Mails and SMS not sent yet (waiting or being sent), and those given up after every try. */
  async outbox(): Promise<{ backlog: number; failed: number }> {
    const rows = await this.db
      .selectFrom('outbox')
      .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
      .where('status', 'in', ['pending', 'sending', 'failed'])
      .groupBy('status')
      .execute()
    const count = (status: string) => Number(rows.find((r) => r.status === status)?.n ?? 0)
    return { backlog: count('pending') + count('sending'), failed: count('failed') }
  }

  /** Per queue, when its oldest due row became due (null: nothing is waiting past its time). */
  async oldestDue(now: string): Promise<{ queue: string; dueSince: string | null }[]> {
    return Promise.all(
      QUEUES.map(async ({ table, waiting }) => {
        const row = await this.db
          .selectFrom(table)
          .select((eb) => eb.fn.min<string>('next_attempt_at').as('due'))
          .where('status', '=', waiting)
          .where('next_attempt_at', '<=', now)
          .executeTakeFirst()
        return { queue: table, dueSince: row?.due ?? null }
      }),
    )
  }
}
