import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { useStore } from '../../app/store.ts'
import { PLUGINS } from './registry.ts'

const loaded = new Map<string, LazyExoticComponent<ComponentType>>()
/** One lazy component per plugin, created once so React never reloads it. */
export function lazyPlugin(code: string): LazyExoticComponent<ComponentType> | null {
  const definition = PLUGINS[code]
  if (!definition) return null
  let component = loaded.get(code)
  if (!component) loaded.set(code, (component = lazy(definition.load)))
  return component
}

/** Mounts every enabled plugin that is not placed in the layout (those render where the owner put them). */
export function PluginHost() {
  const settings = useStore((s) => s.siteSettings)
  const layout = useStore((s) => s.layoutSettings)
  const codes = useMemo(() => {
    const placed = new Set(layout.filter((e) => e.type === 'plugin').map((e) => e.code))
    return Object.entries(PLUGINS)
      .filter(([code, p]) => settings?.[p.setting] === true && !placed.has(code))
      .map(([code]) => code)
  }, [settings, layout])
  return (
    <>
      {codes.map((code) => {
        const Plugin = lazyPlugin(code)!
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
  const enabled = useStore((s) => {
    const p = PLUGINS[code]
    return p ? s.siteSettings?.[p.setting] === true : false
  })
  // Plugins load in the browser only: the server's HTML (and the hydration that matches it) has none.
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const Plugin = enabled && mounted ? lazyPlugin(code) : null
  if (!Plugin) return null
  return (
    <Suspense fallback={<p className="px-4 text-sm text-gray-500">Loading plugin...</p>}>
      <Plugin />
    </Suspense>
  )
}
