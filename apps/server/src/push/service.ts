import type { PushState, PushSubscribeBody } from '@store/core'
import type { Tx } from '../db/transaction.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { PushRepository } from './repository.ts'
import type { VapidKeyring } from './vapid.ts'

/** A notification as the shopper reads it, and where tapping it goes. */
export interface PushMessage {
  title: string
  body: string
  url: string
}

/** Web push subscriptions and the news sent to them (decision 0062). */
export class PushService {
  constructor(
    private readonly repo: PushRepository,
    private readonly keyring: VapidKeyring,
    private readonly outbox: Outbox,
  ) {}

  async publicKey(): Promise<string> {
    return (await this.keyring.get()).publicKey
  }

  async subscribe(userId: number, body: PushSubscribeBody): Promise<PushState> {
    await this.repo.save(userId, { endpoint: body.endpoint, p256dh: body.keys.p256dh, auth: body.keys.auth }, new Date().toISOString())
    return { subscribed: true }
  }

  async unsubscribe(userId: number, endpoint: string): Promise<PushState> {
    await this.repo.remove(userId, endpoint)
    return { subscribed: false }
  }

  /**
   * One outbox row per device of the shopper, in the transaction of the change (DESIGN: work that must
   * not be lost): each device is tried, retried and settled on its own, at least once across servers.
   */
  async queue(trx: Tx, userId: number, message: PushMessage): Promise<void> {
    for (const id of await this.repo.idsOf(trx, userId)) {
      await this.outbox.add(trx, { channel: 'push', to: String(id), payload: JSON.stringify(message) })
    }
  }
}
