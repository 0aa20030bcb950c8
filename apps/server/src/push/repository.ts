import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type PushSubscriptionRow = Selectable<Database['push_subscriptions']>

const VAPID_KEY = 'vapid_keys'

/** The only code that touches push_subscriptions and the stored VAPID keys (decision 0062). */
export class PushRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** One row per device: a browser that subscribes again, or for another shopper, replaces its row. */
  async save(userId: number, sub: { endpoint: string; p256dh: string; auth: string }, now: string): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({ user_id: userId, ...sub, created_at: now })
      .onConflict((oc) => oc.column('endpoint').doUpdateSet({ user_id: userId, p256dh: sub.p256dh, auth: sub.auth, created_at: now }))
      .execute()
  }

  async remove(userId: number, endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('user_id', '=', userId).where('endpoint', '=', endpoint).execute()
  }

  async removeById(id: number): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('id', '=', id).execute()
  }

  byId(id: number): Promise<PushSubscriptionRow | undefined> {
    return this.db.selectFrom('push_subscriptions').selectAll().where('id', '=', id).executeTakeFirst()
  }

  /** Read inside the change's transaction, so the news goes to the devices subscribed when it happened. */
  async idsOf(trx: Tx, userId: number): Promise<number[]> {
    const rows = await trx.selectFrom('push_subscriptions').select('id').where('user_id', '=', userId).orderBy('id').execute()
    return rows.map((r) => r.id)
  }

  async storedKeys(): Promise<string | undefined> {
    return (await this.db.selectFrom('app_secrets').select('value').where('key', '=', VAPID_KEY).executeTakeFirst())?.value
  }

  /** False when another process stored keys first. */
  async storeKeys(json: string): Promise<boolean> {
    const inserted = await this.db
      .insertInto('app_secrets')
      .values({ key: VAPID_KEY, value: json })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst()
    return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0
  }
}
