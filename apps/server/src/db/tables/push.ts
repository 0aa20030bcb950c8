import type { Generated } from 'kysely'

/** Web push (decision 0062). */
export interface PushTables {
  /** One row per shopper and device (the push service's endpoint). */
  push_subscriptions: {
    id: Generated<number>
    user_id: number
    endpoint: string
    p256dh: string
    auth: string
    created_at: string
  }
}
