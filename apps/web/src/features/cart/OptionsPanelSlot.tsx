import { lazy, Suspense, useState } from 'react'
import { useLocation } from 'react-router'
import { useHydrated } from '../../lib/useHydrated.ts'

/** The hash that names the options panel (spec §2). */
export const OPTIONS_DRAWER_HASH = '#product-options-drawer'

/** The panel's code loads when Add to Cart first asks for it, not with the home page (130 KB budget). */
export const loadOptionsPanel = () => import('./OptionsPanel.tsx')
const OptionsPanel = lazy(() => loadOptionsPanel().then((m) => ({ default: m.OptionsPanel })))

/**
 * Mounts the options panel the first time its hash is in the URL, and keeps it mounted from then on.
 * Not while hydrating: the server never sees the hash, so a page reloaded with it must first match the
 * server's HTML (the panel then drops a hash that names no chosen product).
 */
export function OptionsPanelSlot() {
  const { hash } = useLocation()
  const hydrated = useHydrated()
  const [needed, setNeeded] = useState(false)
  if (hydrated && hash === OPTIONS_DRAWER_HASH && !needed) setNeeded(true)
  if (!needed) return null
  return (
    <Suspense fallback={null}>
      <OptionsPanel />
    </Suspense>
  )
}
