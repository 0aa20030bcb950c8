import { useEffect, useRef } from 'react'
import { useSession } from '../../lib/session.ts'

/** A logout (or a 401, spec §8) drops this device's order notifications; the code loads only then. */
export function useForgetPushOnLogout(): void {
  const token = useSession((s) => s.user?.authToken ?? null)
  const previous = useRef(token)
  useEffect(() => {
    if (previous.current !== null && token === null)
      void import('../../features/push/device.ts').then((m) => m.forgetThisDevice()).catch(() => {}) // nothing to drop, or no worker
    previous.current = token
  }, [token])
}
