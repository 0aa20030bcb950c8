import { useEffect, useRef, useState } from 'react'
import { useHydrated } from '../../lib/useHydrated.ts'

const COPIED_MS = 2000

type Shown = { tone: 'info' | 'error'; text: string } | null

/**
 * The shopper's invitation link with Copy (the clipboard, then "Copied") and Share through the Web
 * Share API where the browser has it. Where the clipboard is refused (a page not served
 * over HTTPS), the link is selected so the shopper can copy it by hand.
 */
export function ShareLink({ link, storeName }: { link: string; storeName: string }) {
  const input = useRef<HTMLInputElement>(null)
  const [shown, setShown] = useState<Shown>(null)
  // navigator.share exists only in the browser, and only in some: decided after hydration.
  const canShare = useHydrated() && typeof navigator.share === 'function'
  useEffect(() => {
    if (shown?.tone !== 'info') return
    const timer = setTimeout(() => setShown(null), COPIED_MS)
    return () => clearTimeout(timer)
  }, [shown])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link)
      setShown({ tone: 'info', text: 'Copied' })
    } catch {
      input.current?.select()
      setShown({ tone: 'error', text: 'Could not copy here: the link is selected, copy it with your keyboard' })
    }
  }
  const share = async () => {
    try {
      await navigator.share({ title: storeName, text: `Join me on ${storeName}`, url: link })
    } catch (error) {
      // Closing the share sheet is the shopper's choice, not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return
      setShown({ tone: 'error', text: 'Could not open sharing. Copy the link instead' })
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="referral-link" className="text-sm font-medium text-gray-800">
        Your invitation link
      </label>
      <div className="flex gap-2">
        <input
          ref={input}
          id="referral-link"
          readOnly
          value={link}
          onFocus={(e) => e.target.select()}
          className="min-w-0 flex-1 rounded-lg border border-gray-300 bg-gray-50 px-3 py-2.5 text-sm"
        />
        <button type="button" onClick={copy} className="shrink-0 rounded-lg bg-brand px-4 py-2.5 text-sm font-semibold text-on-brand">
          Copy
        </button>
        {canShare && (
          <button
            type="button"
            onClick={share}
            className="shrink-0 rounded-lg border border-gray-300 px-4 py-2.5 text-sm font-semibold text-gray-800 hover:bg-gray-50"
          >
            Share
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className={`min-h-5 text-sm ${shown?.tone === 'error' ? 'text-red-700' : 'text-green-700'}`}>
        {shown?.text}
      </p>
    </div>
  )
}
