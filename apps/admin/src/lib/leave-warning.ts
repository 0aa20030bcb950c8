import { useEffect } from 'react'

/** While `dirty`, closing or reloading the tab gets the browser's own "leave this page?" question. */
export function useLeaveWarning(dirty: boolean): void {
  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])
}
