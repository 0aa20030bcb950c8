import { useSyncExternalStore } from 'react'

/** The staff session's token, kept in this browser until sign-out (decision 0050). */
const KEY = 'store-admin-token'
const listeners = new Set<() => void>()
let token: string | null = readToken()

function readToken(): string | null {
  try {
    return localStorage.getItem(KEY)
  } catch {
    return null
  }
}

export function sessionToken(): string | null {
  return token
}

export function setSessionToken(next: string | null): void {
  token = next
  try {
    if (next) localStorage.setItem(KEY, next)
    else localStorage.removeItem(KEY)
  } catch {
    // Private mode without storage: the session lasts as long as the tab.
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useSessionToken(): string | null {
  return useSyncExternalStore(subscribe, sessionToken, () => null)
}
