import type { Kysely } from 'kysely'
import type { Database } from '../db/schema.ts'

/** The only code that touches rate_counters: fixed-window counters shared by every server. */
export class LimitsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Counts one event under `key` in the window that started after `windowFloor`, in one statement: a
   * counter whose window is over starts again at 1. Parallel calls on any server each get their own count.
   */
  async hit(key: string, now: string, windowFloor: string): Promise<{ count: number; windowStart: string }> {
    const row = await this.db
      .insertInto('rate_counters')
      .values({ key, window_start: now, count: 1 })
      .onConflict((oc) =>
        oc.column('key').doUpdateSet((eb) => ({
          count: eb
            .case()
            .when('rate_counters.window_start', '<=', windowFloor)
            .then(1)
            .else(eb('rate_counters.count', '+', 1))
            .end(),
          window_start: eb
            .case()
            .when('rate_counters.window_start', '<=', windowFloor)
            .then(now)
            .else(eb.ref('rate_counters.window_start'))
            .end(),
        })),
      )
      .returning(['count', 'window_start'])
      .executeTakeFirstOrThrow()
    return { count: Number(row.count), windowStart: row.window_start }
  }

  async clear(key: string): Promise<void> {
    await this.db.deleteFrom('rate_counters').where('key', '=', key).execute()
  }
}
