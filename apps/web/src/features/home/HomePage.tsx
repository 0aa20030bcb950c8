import { useEffect, useLayoutEffect } from 'react'
import { useStore } from '../../app/store.ts'
import { useHead } from '../../app/Head.tsx'
import { useHomeCart } from '../cart/useHomeCart.ts'
import { WIDE_QUERY } from '../../lib/useMediaQuery.ts'
import { LiveHome } from './LiveHome.tsx'
import { PreviewHome } from './PreviewHome.tsx'

export const HOME_SCROLL_KEY = 'homeScrollPosition'

/** spec §2: real blocks when a product was added, or inside a frame (the admin's preview). */
const inFrame = () => typeof window !== 'undefined' && window.self !== window.top

/**
 * The home page. On wide screens its scroll position is saved when the shopper leaves and restored
 * on return (spec §4), so closing a modal or going back lands where they were.
 */
export function HomePage({ background = false }: { background?: boolean }) {
  const addedProduct = useStore((s) => s.siteSettings?.addedProduct === true)
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
      {addedProduct || inFrame() ? <LiveHome /> : <PreviewHome />}
    </>
  )
}

/** What only the foreground home does: its head, and fetching the cart (spec §7). */
function HomeHead() {
  useHead()
  useHomeCart()
  return null
}
