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

  async orderCounts(): Promise<OrderCounts> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('placed'),
        sql<number>`coalesce(sum(case when ${eb.ref('status')} = 'cancelled' then 1 else 0 end), 0)`.as('cancelled'),
        sql<number>`coalesce(sum(case when ${eb.ref('refunded')} > 0 then 1 else 0 end), 0)`.as('refunded'),
      ])
      .executeTakeFirstOrThrow()
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
