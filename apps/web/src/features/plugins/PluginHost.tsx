import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react'
import { useSession } from '../../lib/session.ts'
import { useHydrated } from '../../lib/useHydrated.ts'
import { PLUGINS } from './registry.ts'

/** One lazy component per plugin, created once so React never reloads it; its chunk loads on first render. */
const LAZY_PLUGINS: Partial<Record<string, LazyExoticComponent<ComponentType>>> = Object.fromEntries(
  Object.entries(PLUGINS).map(([code, definition]) => [code, lazy(definition.load)]),
)

/** Mounts every enabled plugin that is not placed in the layout (those render where the owner put them). */
export function PluginHost() {
  const settings = useSession((s) => s.siteSettings)
  const layout = useSession((s) => s.layoutSettings)
  // As LayoutPlugin: plugins load in the browser only, after hydration (a lazy one in the server's
  // render would leave its boundary unfinished, and React would render it again here: error #419).
  const hydrated = useHydrated()
  const codes = useMemo(() => {
    if (!hydrated) return []
    const placed = new Set(layout.filter((e) => e.type === 'plugin').map((e) => e.code))
    return Object.entries(PLUGINS)
      .filter(([code, p]) => settings?.[p.setting] === true && !placed.has(code))
      .map(([code]) => code)
  }, [settings, layout, hydrated])
  return (
    <>
      {codes.map((code) => {
        const Plugin = LAZY_PLUGINS[code]!
        return (
          <Suspense key={code} fallback={null}>
            <Plugin />
          </Suspense>
        )
      })}
    </>
  )
}

/** A plugin entry of the home layout: "Loading plugin..." while its chunk loads; nothing when disabled. */
export function LayoutPlugin({ code }: { code: string }) {
  const enabled = useSession((s) => {
    const p = PLUGINS[code]
    return p ? s.siteSettings?.[p.setting] === true : false
  })
  // Plugins load in the browser only: the server's HTML (and the hydration that matches it) has none.
  const hydrated = useHydrated()
  const Plugin = enabled && hydrated ? LAZY_PLUGINS[code] : undefined
  if (!Plugin) return null
  return (
    <Suspense fallback={<p className="px-4 text-sm text-gray-500">Loading plugin...</p>}>
      <Plugin />
    </Suspense>
  )
}
