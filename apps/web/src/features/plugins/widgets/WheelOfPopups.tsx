import { useState } from 'react'
import { useSettingText } from '../../../lib/settings.ts'

const SEEN_KEY = 'plugin_wheel_seen'

/** Wheel of popups: a once-per-visitor spin that reveals the owner's offer. */
export default function WheelOfPopups() {
  const offer = useSettingText('plugin_wheel_offer') || 'Free delivery on your first order!'
  const [open, setOpen] = useState(() => localStorage.getItem(SEEN_KEY) === null)
  const [spun, setSpun] = useState(false)
  if (!open) return null
  const close = () => {
    localStorage.setItem(SEEN_KEY, '1')
    setOpen(false)
  }
  return (
    <div
      role="dialog"
      aria-label="Spin the wheel"
      data-plugin="wheel"
      className="fixed inset-x-4 bottom-24 z-40 mx-auto max-w-sm rounded-2xl bg-white p-5 text-center shadow-2xl md:bottom-6"
    >
      <button type="button" onClick={close} aria-label="Close" className="absolute right-3 top-2 text-xl">
        ×
      </button>
      <div
        className={`mx-auto mb-3 h-24 w-24 rounded-full border-8 border-brand-ink bg-[conic-gradient(var(--store-bg)_0_25%,#fde68a_0_50%,var(--store-bg)_0_75%,#fde68a_0)] transition-transform duration-[1500ms] ${spun ? 'rotate-[1080deg]' : ''}`}
        aria-hidden="true"
      />
      {spun ? (
        <p className="font-semibold">{offer}</p>
      ) : (
        <button type="button" onClick={() => setSpun(true)} className="rounded-lg bg-brand px-5 py-2 font-semibold text-on-brand">
          Spin the wheel
        </button>
      )}
    </div>
  )
}
