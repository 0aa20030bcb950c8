import { useCallback, useEffect, useState } from 'react'
import { pushStatus, turnOff, turnOn, type PushStatus } from './device.ts'

/** This device's order-news status, and the taps that change it (with their error, if one failed). */
export function usePushStatus() {
  const [status, setStatus] = useState<PushStatus | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  useEffect(() => {
    let live = true
    void pushStatus().then((s) => live && setStatus(s))
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
