import { useCallback, useRef, useState } from 'react'
import { firstUnreadable } from './money-input.ts'

/**
 * Whether a field inside the element `ref` is attached to holds text it cannot read (its input carries
 * `unreadableMark`). Such text leaves the value as it was, so comparing values would call the form
 * unchanged and leaving it would drop the text unasked (decision 0059): the forms count it as a change.
 * A `MutationObserver` watches for the mark, on a field that is added or taken out too, since the
 * value never changes. `element` is the attached element, for a save to look in.
 */
export function useUnreadableWatch<E extends HTMLElement>() {
  const element = useRef<E | null>(null)
  const [unreadable, setUnreadable] = useState(false)
  const ref = useCallback((node: E) => {
    element.current = node
    const observer = new MutationObserver(() => setUnreadable(firstUnreadable(node) !== null))
    observer.observe(node, { subtree: true, childList: true, attributeFilter: ['data-unreadable'] })
    return () => {
      observer.disconnect()
      element.current = null
    }
  }, [])
  return { ref, element, unreadable }
}
