import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The only code that touches the orders table (checkout extends it; decision 0007). */
export class OrdersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The shopper's orders that count (not cancelled), and how many of them used this code. */
  async history(owner: string, code: string): Promise<{ orders: number; usedCode: number }> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => [
        eb.fn.countAll<number>().as('orders'),
        eb.fn.sum<number | null>(eb.case().when('coupon_code', '=', code).then(1).else(0).end()).as('used_code'),
      ])
      .where('owner_key', '=', owner)
      .where('status', '!=', 'cancelled')
      .executeTakeFirstOrThrow()
    return { orders: Number(row.orders), usedCode: Number(row.used_code ?? 0) }
  }
}
