import { useEffect, type RefObject } from 'react'

/**
 * What covers the bottom of the screen now (the phone's tab bar, a screen's sticky action bar), as
 * the CSS variable --reserved-bottom: messages rise above it, so a toast never covers the button the
 * shopper needs next (Add, Checkout, Place order).
 */
const held = new Set<HTMLElement>()

function update(): void {
  let height = 0
  for (const element of held) if (element.getClientRects().length > 0) height += element.getBoundingClientRect().height
  document.documentElement.style.setProperty('--reserved-bottom', `${Math.round(height)}px`)
}

/** Counts the element in --reserved-bottom while it is mounted and shown. */
export function useReserveBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    held.add(element)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    window.addEventListener('resize', update)
    return () => {
      observer.disconnect()
      window.removeEventListener('resize', update)
      held.delete(element)
      update()
    }
  }, [ref])
}
