import { PushKey, PushState, PushSubscribeBody, PushUnsubscribeBody } from '../api/push.ts'
import { defineEndpoints } from './define.ts'

/**
 * Order news by web push (decision 0062). The key is public; the rest need a logged-in shopper and
 * touch only their own subscriptions (one per device: a push service's endpoint).
 */
export const pushKeyEndpoints = defineEndpoints({
  'GET /api/push/key': { tags: ['push'], response: PushKey },
})

export const pushEndpoints = defineEndpoints({
  'POST /api/push/subscribe': { tags: ['push'], body: PushSubscribeBody, response: PushState },
  'POST /api/push/unsubscribe': { tags: ['push'], body: PushUnsubscribeBody, response: PushState },
})
