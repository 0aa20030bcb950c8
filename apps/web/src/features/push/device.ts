import { getPushKey } from './api/get-push-key.ts'
import { subscribePush } from './api/subscribe-push.ts'
import { unsubscribePush } from './api/unsubscribe-push.ts'

/** Where this device stands on order news (decision 0062). */
export type PushStatus = 'unsupported' | 'blocked' | 'off' | 'on'

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window

const bytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0))
const sameKey = (a: ArrayBuffer | null, b: Uint8Array) => a !== null && new Uint8Array(a).join() === b.join()

async function subscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/**
 * The status the browser can tell at once, without its service worker: null only when notifications
 * are allowed and whether this device still has its subscription must be asked (pushStatus).
 */
export function knownPushStatus(): PushStatus | null {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  return Notification.permission === 'granted' ? null : 'off'
}

export async function pushStatus(): Promise<PushStatus> {
  return knownPushStatus() ?? ((await subscription()) ? 'on' : 'off')
}

/**
 * Turns order news on for this device, from a tap: the browser's permission prompt comes only now
 * (never on its own), then the push service's subscription for the store's key, stored for the shopper.
 */
export async function turnOn(): Promise<PushStatus> {
  const permission = await Notification.requestPermission()
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off'
  const registration = await navigator.serviceWorker.ready
  const key = bytes(await getPushKey())
  let current = await registration.pushManager.getSubscription()
  // Made for another key (the store's keys were replaced): that one can no longer be sent to.
  if (current && !sameKey(current.options.applicationServerKey, key)) {
    await current.unsubscribe()
    current = null
  }
  current ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  const { endpoint, keys } = current.toJSON()
  await subscribePush({ endpoint: endpoint!, keys: { p256dh: keys!.p256dh!, auth: keys!.auth! } })
  return 'on'
}

/** Turns it off: the store forgets this device, and the browser drops the subscription. */
export async function turnOff(): Promise<PushStatus> {
  const current = await subscription()
  if (current) {
    await unsubscribePush(current.endpoint)
    await current.unsubscribe()
  }
  return 'off'
}

/**
 * After a logout this device must not keep getting the previous shopper's order news: the browser's
 * subscription is dropped (the store can no longer be asked: the session is gone), and the push
 * service answers the store's next send 404/410, which removes the stored row (decision 0062).
 */
export async function forgetThisDevice(): Promise<void> {
  await (await subscription())?.unsubscribe()
}
