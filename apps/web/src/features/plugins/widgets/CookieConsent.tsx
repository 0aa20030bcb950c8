import { useState } from 'react'

const CONSENT_KEY = 'cookie_consent'

/** Cookie-consent banner: asks once, remembers the answer in local storage. */
export default function CookieConsent() {
  const [answered, setAnswered] = useState(() => localStorage.getItem(CONSENT_KEY) !== null)
  if (answered) return null
  const answer = (value: 'accepted' | 'declined') => {
    localStorage.setItem(CONSENT_KEY, value)
    setAnswered(true)
  }
  return (
    <div
      role="dialog"
      aria-label="Cookie consent"
      data-plugin="cookie-consent"
      className="fixed inset-x-0 bottom-0 z-50 flex flex-col gap-3 border-t border-gray-200 bg-white p-4 shadow-2xl md:flex-row md:items-center md:justify-center"
    >
      <p className="text-sm text-gray-700">We use cookies to keep your cart and improve the store.</p>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={() => answer('declined')}
          className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-semibold"
        >
          Decline
        </button>
        <button
          type="button"
          onClick={() => answer('accepted')}
          className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand"
        >
          Accept
        </button>
      </div>
    </div>
  )
}
