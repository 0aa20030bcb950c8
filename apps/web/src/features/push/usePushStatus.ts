import { useCallback, useEffect, useState } from 'react'
import { knownPushStatus, pushStatus, turnOff, turnOn, type PushStatus } from './device.ts'

/**
 * This device's order-news status, and the taps that change it (with their error, if one failed).
 * The status starts as what the browser tells at once: waiting for the service worker before drawing
 * anything made the opt-in appear a second later and push the order below it down (layout shift).
 * null while an allowed device's subscription is being looked up.
 */
export function usePushStatus() {
  const [status, setStatus] = useState<PushStatus | null>(knownPushStatus)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    if (knownPushStatus() === null) void pushStatus().then((s) => live && setStatus(s))
    return () => {
      live = false
    }
  }, [])
  const change = useCallback(async (to: 'on' | 'off') => {
    setBusy(true)
    setError(null)
    try {
      setStatus(await (to === 'on' ? turnOn() : turnOff()))
    } catch (e) {
      setError(
        e instanceof Error && e.message.startsWith('You are offline')
          ? e.message
          : to === 'on'
            ? 'Could not turn on notifications on this device. Please try again.'
            : 'Could not turn off notifications. Please try again.',
      )
    } finally {
      setBusy(false)
    }
  }, [])
  return { status, busy, error, change }
}
