import { useEffect } from 'react'
import type { SiteSettings } from '@store/core'

const COLOR = /^#[0-9a-f]{3,8}$/i
const VARIABLES = { storeBgColor: '--store-bg', storeTextOnBgColor: '--store-text-on-bg', storeTextColor: '--store-text' } as const

/** Store colours from settings become CSS variables; the 5–20% variants derive from them in index.css. */
export function useTheme(settings: SiteSettings | null): void {
  useEffect(() => {
    if (!settings) return
    const root = document.documentElement.style
    for (const [key, variable] of Object.entries(VARIABLES)) {
      const value = settings[key]
      if (typeof value === 'string' && COLOR.test(value)) root.setProperty(variable, value)
    }
    const meta = document.querySelector('meta[name="theme-color"]')
    if (meta && typeof settings.storeBgColor === 'string') meta.setAttribute('content', settings.storeBgColor)
  }, [settings])
}
