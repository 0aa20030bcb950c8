import { useEffect, type RefObject } from 'react'

/** What can take focus inside a dialog, in the order Tab visits it. */
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

const focusableIn = (panel: HTMLElement) =>
  [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[inert]') && el.getClientRects().length > 0)

/** Dialogs open at once (one over another): only the top one answers Escape and Tab, and the page scrolls again when the last closes. */
const open: HTMLElement[] = []
let overflowBefore = ''

/**
 * The behaviour every dialog and sheet of the store shares (decision 0037), in the storefront and
 * the owner's app: while it is open, focus moves into the panel and Tab and Shift+Tab stay inside it,
 * Escape closes it, the page behind does not scroll, and on close focus goes back to what had it
 * before (the button that opened it). The panel needs `role="dialog"`, `aria-modal="true"`, a name
 * (`aria-label` or `aria-labelledby`) and `tabIndex={-1}`; how it looks is the caller's.
 */
export function useModalDialog(panel: RefObject<HTMLElement | null>, onClose: () => void): void {
  useEffect(() => {
    const element = panel.current
    if (!element) return
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null
    if (open.length === 0) {
      overflowBefore = document.body.style.overflow
      document.body.style.overflow = 'hidden'
    }
    open.push(element)
    if (!element.contains(document.activeElement)) element.focus()

    const onKey = (event: KeyboardEvent) => {
      if (open.at(-1) !== element) return
      if (event.key === 'Escape') {
        event.preventDefault()
        onClose()
        return
      }
      if (event.key !== 'Tab') return
      const focusable = focusableIn(element)
      if (focusable.length === 0) {
        event.preventDefault()
        element.focus()
        return
      }
      const first = focusable[0]!
      const last = focusable.at(-1)!
      const active = document.activeElement
      if (event.shiftKey && (active === first || active === element || !element.contains(active))) {
        event.preventDefault()
        last.focus()
      } else if (!event.shiftKey && (active === last || !element.contains(active))) {
        event.preventDefault()
        first.focus()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      open.splice(open.indexOf(element), 1)
      if (open.length === 0) document.body.style.overflow = overflowBefore
      if (opener?.isConnected) opener.focus()
    }
  }, [panel, onClose])
}
