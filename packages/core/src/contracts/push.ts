import { PushKey, PushState, PushSubscribeBody, PushUnsubscribeBody } from '../api/push.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/**
 * Order news by web push (decision 0062). The key is public; the rest need a logged-in shopper and
 * touch only their own subscriptions (one per device: a push service's endpoint).
 */
export const pushKeyEndpoints = defineEndpoints({
  'GET /api/push/key': {
    tags: ['push'],
    summary: "The store's public VAPID key, for a browser's push subscription",
    security: ACCESS.public,
    response: PushKey,
  },
})

export const pushEndpoints = defineEndpoints({
  'POST /api/push/subscribe': {
    tags: ['push'],
    summary: 'Turns on order news for this device (its push subscription)',
    body: PushSubscribeBody,
    response: PushState,
  },
  'POST /api/push/unsubscribe': {
    tags: ['push'],
    summary: 'Turns off order news for this device',
    body: PushUnsubscribeBody,
    response: PushState,
  },
})
