import type { PushSubscribeBody } from '@store/core'
import { api } from '../../../lib/api.ts'

/** Stores this device's subscription for the logged-in shopper (one per device: its endpoint). */
export const subscribePush = (body: PushSubscribeBody) => api('POST /api/push/subscribe', { body })
