import { api } from '../../../lib/api.ts'

/** The store's VAPID public key (base64url), which this device's subscription is made for (decision 0062). */
export const getPushKey = () => api('GET /api/push/key').then((r) => r.public_key)
