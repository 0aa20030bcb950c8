import webpush, { WebPushError } from 'web-push'
import type { PushRepository } from './repository.ts'
import type { VapidKeyring } from './vapid.ts'
import type { PushDelivery } from '../outbox/worker.ts'

/** A day: order news older than that is no news (the push service drops it if the phone stays off). */
const TTL_SECONDS = 86_400

/**
 * Sends one notification through the subscription's push service with the `web-push` library: the
 * payload encrypted as aes128gcm (RFC 8291) and the request signed with the store's VAPID key (RFC
 * 8292). A 404 or 410 means the subscription is gone for good (RFC 8030 §7.3): its row is removed and
 * the message counts as done; any other failure is thrown, so the outbox tries again.
 */
export class WebPushSender {
  constructor(
    private readonly repo: PushRepository,
    private readonly keyring: VapidKeyring,
  ) {}

  async send({ subscriptionId, payload }: PushDelivery): Promise<void> {
    const id = Number(subscriptionId)
    const sub = await this.repo.byId(id)
    if (!sub) return // turned off since the news was written
    const keys = await this.keyring.get()
    try {
      await webpush.sendNotification({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
        vapidDetails: { subject: this.keyring.subject, ...keys },
        TTL: TTL_SECONDS,
        urgency: 'high',
        timeout: 10_000,
      })
    } catch (error) {
      if (error instanceof WebPushError && (error.statusCode === 404 || error.statusCode === 410)) {
        await this.repo.removeById(id)
        return
      }
      throw error instanceof WebPushError ? new Error(`push service answered ${error.statusCode}: ${error.body.slice(0, 200)}`) : error
    }
  }
}
