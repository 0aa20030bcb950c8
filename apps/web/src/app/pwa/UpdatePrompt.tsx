import { useState } from 'react'
import { createRoot } from 'react-dom/client'

/** "New version — reload": stays until the shopper reloads or closes it (a toast's 2 s would hide it too soon). */
function UpdatePrompt({ reload, close }: { reload: () => void; close: () => void }) {
  const [busy, setBusy] = useState(false)
  return (
    <div
      role="status"
      className="fixed inset-x-0 bottom-20 z-[95] md:bottom-6 mx-auto flex w-fit max-w-[calc(100%-2rem)] items-center gap-3 rounded-xl bg-gray-900 px-4 py-3 text-sm text-white shadow-lg"
    >
      <span>New version —</span>
      <button
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true)
          reload()
        }}
        className="rounded-lg bg-white px-3 py-1 font-semibold text-gray-900"
      >
        {busy ? 'Reloading...' : 'reload'}
      </button>
      <button type="button" aria-label="Close message" onClick={close} className="-mr-1 rounded-full px-1.5 text-lg leading-none">
        ×
      </button>
    </div>
  )
}

/** Shown once per page, in a root of its own: the prompt needs nothing of the app's state. */
export function showUpdatePrompt(reload: () => void): void {
  if (document.getElementById('update-prompt')) return
  const host = document.createElement('div')
  host.id = 'update-prompt'
  document.body.append(host)
  const root = createRoot(host)
  root.render(
    <UpdatePrompt
      reload={reload}
      close={() => {
        root.unmount()
        host.remove()
      }}
    />,
  )
}
