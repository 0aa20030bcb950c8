import { useCallback } from 'react'
import { useNavigate } from 'react-router'

/**
 * Leaves a screen whose work is done (a coupon applied, an address saved) or that is closed (spec §2):
 * one step back when the app has history, so the screen it came from is not stacked a second time
 * and Back leaves it at once; otherwise `fallback`, in place of this screen.
 */
export function useGoBack(): (fallback: string) => void {
  const navigate = useNavigate()
  return useCallback(
    (fallback: string) => {
      const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0
      if (idx > 0) void navigate(-1)
      else void navigate(fallback, { replace: true })
    },
    [navigate],
  )
}
