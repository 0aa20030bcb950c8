import { useEffect } from 'react'
import type { SiteSettings } from '@store/core'
import { themeVariables } from '@store/core/browser'

/**
 * Store colours from settings become CSS variables, adjusted to keep AA contrast (core's
 * themeVariables, decision 0038); the 5–20% variants derive from them in index.css. The server sets
 * the same variables in the first HTML; this follows a settings change.
 */
export function useTheme(settings: SiteSettings | null): void {
  useEffect(() => {
    if (!settings) return
    const root = document.documentElement.style
    const variables = themeVariables(settings)
    for (const [name, value] of Object.entries(variables)) root.setProperty(name, value)
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', variables['--store-bg']!)
  }, [settings])
}
