import { useEffect } from 'react'
import { Outlet } from 'react-router'
import { useStore } from './store.ts'
import { runBootstrap } from './bootstrap.ts'
import type { InlinedData } from './inlined.ts'
import { useTheme } from './theme.ts'
import { OfflineBanner, useBackOnline, useOfflineState } from './pwa/offline.tsx'
import { getCart } from '../features/cart/api/get-cart.ts'
import { useForgetPushOnLogout } from './pwa/useForgetPushOnLogout.ts'
import { Footer } from './Footer.tsx'
import { OfflineScreen } from './screens/OfflineScreen.tsx'
import { LoadingOverlay } from './screens/LoadingOverlay.tsx'
import { ClosedStore } from './screens/ClosedStore.tsx'
import { PluginHost } from '../features/plugins/PluginHost.tsx'
import { OptionsPanelSlot } from '../features/cart/OptionsPanelSlot.tsx'
import { Toaster } from '../components/Toaster.tsx'
import { Composition } from './composition.tsx'
import { rememberTyped } from './typed-before-start.ts'
import { giveBackTyped } from './typed-give-back.ts'

/** The app's frame: bootstrap, store-wide screens (offline, loading, closed), head, footer, plugins. */
export function Root({ inlined = null }: { inlined?: InlinedData | null }) {
  const settings = useStore((s) => s.siteSettings)
  const loading = useStore((s) => s.loading)
  const branchId = useStore((s) => s.selected_branch?.id)
  const offline = useOfflineState()
  useBackOnline(getCart)
  useForgetPushOnLogout()
  useEffect(() => {
    // Hydrated: what was typed meanwhile is still on screen. It goes back into the app's state once the
    // first renders after hydration are done (a wide screen renders the screen afresh, as a dialog).
    if (rememberTyped(document)) setTimeout(() => giveBackTyped(document))
    // Marks the page as interactive (hydrated); journeys wait for it before clicking.
    document.documentElement.dataset.hydrated = 'true'
    void runBootstrap(inlined)
  }, [inlined])
  useTheme(settings)

  if (offline === 'blocked') return <OfflineScreen />
  // spec §4: nothing shows until settings load.
  if (!settings) return <LoadingOverlay message={loading.message} />
  if (settings.globalStoreEnable === false) return <ClosedStore />
  return (
    <Composition>
      {offline === 'browsing' && <OfflineBanner />}
      {/* A new branch means new prices and range: every screen reloads its data. */}
      <div key={branchId ?? 0}>
        <Outlet />
      </div>
      <Footer />
      <PluginHost />
      <OptionsPanelSlot />
      <Toaster />
      {loading.show && <LoadingOverlay message={loading.message} />}
    </Composition>
  )
}
