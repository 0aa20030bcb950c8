import { useRef, type ReactNode } from 'react'
import { useReserveBottom } from '../lib/reserved-bottom.ts'

/**
 * A screen's main action, kept at the bottom of the screen (the product's Add, the cart's Checkout,
 * the checkout's Place order). Put it last in the screen: it stays in view until the screen's end.
 * Messages rise above it (--reserved-bottom).
 */
export function StickyBar({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null)
  useReserveBottom(bar)
  return (
    <div
      ref={bar}
      data-testid="sticky-bar"
      className="sticky bottom-0 z-20 -mx-4 border-t border-gray-100 bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] backdrop-blur"
    >
      {children}
    </div>
  )
}
