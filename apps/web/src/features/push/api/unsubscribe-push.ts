import { api } from '../../../lib/api.ts'

/** Stops the shopper's order news to this device. */
export const unsubscribePush = (endpoint: string) => api('POST /api/push/unsubscribe', { body: { endpoint } })
