import { useEffect } from 'react'
import type { SiteSettings } from '@store/core'
import { themeVariables } from '@store/core/browser'

/** The settings the server wrote the page's colours from, set once the inlined data is in (app/inlined.ts). */
let themedByServer: SiteSettings | null = null

export function rememberServerTheme(settings: SiteSettings): void {
  themedByServer = settings
}

/**
 * Store colours from settings become CSS variables, adjusted to keep AA contrast (core's
 * themeVariables, decision 0038); the 5–20% variants derive from them in index.css. The server sets
 * the same variables in the first HTML; this follows a settings change. Only a changed variable is
 * written (the server's own <style> gave the first values): writing the root's style restyles the whole page, a long task right after hydration when
 * nothing changed (decision 0027).
 */
export function useTheme(settings: SiteSettings | null): void {
  useEffect(() => {
    // The settings the server's <style> was written from need nothing more (decision 0107).
    if (!settings) return
    if (settings === themedByServer) {
      themedByServer = null
      return
    }
    const root = document.documentElement.style
    const variables = themeVariables(settings)
    const current = getComputedStyle(document.documentElement)
    for (const [name, value] of Object.entries(variables))
      if (current.getPropertyValue(name).trim() !== value) root.setProperty(name, value)
    const meta = document.querySelector('meta[name="theme-color"]')
    if (meta && meta.getAttribute('content') !== variables['--store-bg']) meta.setAttribute('content', variables['--store-bg']!)
  }, [settings])
}
