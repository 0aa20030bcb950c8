import { useEffect, useLayoutEffect } from 'react'
import { useSession } from '../../lib/session.ts'
import { useBrowserValue } from '../../lib/useHydrated.ts'
import { useHead } from '../../lib/head.ts'
import { WIDE_QUERY } from '../../lib/useMediaQuery.ts'
import { LiveHome } from './LiveHome.tsx'
import { PreviewHomeSlot } from './PreviewHomeSlot.tsx'
import { useHomeSlots } from './slots.tsx'

export const HOME_SCROLL_KEY = 'homeScrollPosition'

/** spec §2: real blocks when a product was added, or inside a frame (the admin's preview). */
const inFrame = () => typeof window !== 'undefined' && window.self !== window.top

/**
 * The home page. On wide screens its scroll position is saved when the shopper leaves and restored
 * on return (spec §4), so closing a modal or going back lands where they were.
 */
export function HomePage({ background = false }: { background?: boolean }) {
  const { foreground } = useHomeSlots()
  const addedProduct = useSession((s) => s.siteSettings?.addedProduct === true)
  // The server cannot know it renders for a frame (the admin's preview): the first render matches its
  // HTML, and the real blocks replace the preview once hydrated (no hydration mismatch). Outside a
  // frame the value is the server's, so hydration is not followed by a synchronous render of the whole
  // page, which would hydrate every home block in one long task (decision 0047).
  const framed = useBrowserValue(inFrame, false)
  useLayoutEffect(() => {
    if (background) return
    const saved = localStorage.getItem(HOME_SCROLL_KEY)
    if (saved !== null) {
      window.scrollTo(0, Number(saved))
      localStorage.removeItem(HOME_SCROLL_KEY)
    }
  }, [background])
  useEffect(() => {
    if (background) return
    return () => {
      if (window.matchMedia(WIDE_QUERY).matches) localStorage.setItem(HOME_SCROLL_KEY, String(Math.round(window.scrollY)))
    }
  }, [background])
  return (
    <>
      {!background && <HomeHead />}
      {!background && foreground}
      {addedProduct || framed ? <LiveHome background={background} /> : <PreviewHomeSlot background={background} />}
    </>
  )
}

/** What only the foreground home does: its head. */
function HomeHead() {
  useHead()
  return null
}
