import { useEffect, useState } from 'react'

const TICK_MS = 250

/** Whole seconds left until `deadline` (a Date.now() value), updated a few times a second; 0 when passed or unset. */
export function useCountdown(deadline: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (deadline === null) return
    const timer = setInterval(() => {
      const t = Date.now()
      setNow(t)
      if (t >= deadline) clearInterval(timer)
    }, TICK_MS)
    return () => clearInterval(timer)
  }, [deadline])
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000))
}
