import { lazy, Suspense } from 'react'

type PreviewHomeComponent = (typeof import('./PreviewHome.tsx'))['PreviewHome']

let loaded: PreviewHomeComponent | undefined
const load = async (): Promise<PreviewHomeComponent> => (loaded ??= (await import('./PreviewHome.tsx')).PreviewHome)
const LazyPreviewHome = lazy(async () => ({ default: await load() }))

/**
 * spec §2's sample home shows only until the owner adds a first product, so its code and sample data
 * stay out of every other store's first load (decision 0019). Whoever renders it first — the server,
 * or the browser hydrating that server's page — loads it beforehand, so the first render is the same
 * tree on both sides; a store that empties while a shopper browses loads it then.
 */
export const preloadPreviewHome = async (): Promise<void> => {
  await load()
}

export function PreviewHomeSlot({ background = false }: { background?: boolean }) {
  const Loaded = loaded
  if (Loaded) return <Loaded background={background} />
  return (
    <Suspense fallback={null}>
      <LazyPreviewHome background={background} />
    </Suspense>
  )
}
