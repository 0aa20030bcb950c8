import { useEffect, type RefObject } from 'react'

/**
 * What covers the bottom of the screen now (the phone's tab bar, a screen's sticky action bar), as
 * the CSS variable --reserved-bottom: messages rise above it, so a toast never covers the button the
 * shopper needs next (Add, Checkout, Place order).
 *
 * The heights come from a ResizeObserver's entries, which the browser measures in its own layout
 * step: reading them with getBoundingClientRect in a mount effect forced a layout of the page in the
 * middle of React's commit, a long task of the checkout's start (decision 0105). A bar that is
 * hidden (display: none, the tab bar on a wide screen) is reported at height 0.
 */
const heights = new Map<Element, number>()
let published: number | undefined
let observer: ResizeObserver | undefined

/** Sets the variable, and only when its figure changed: every write restyles the whole document. */
function publish(): void {
  let total = 0
  for (const height of heights.values()) total += height
  const rounded = Math.round(total)
  if (rounded === published) return
  published = rounded
  document.documentElement.style.setProperty('--reserved-bottom', `${rounded}px`)
}

function measured(entries: ResizeObserverEntry[]): void {
  for (const entry of entries) if (heights.has(entry.target)) heights.set(entry.target, entry.borderBoxSize[0]?.blockSize ?? 0)
  publish()
}

/** Counts the element in --reserved-bottom while it is mounted and shown. */
export function useReserveBottom(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = ref.current
    if (!element) return
    observer ??= new ResizeObserver(measured)
    // Counted from the observer's first report, which it makes for every element it starts observing.
    heights.set(element, 0)
    observer.observe(element)
    return () => {
      observer?.unobserve(element)
      heights.delete(element)
      publish()
    }
  }, [ref])
}
