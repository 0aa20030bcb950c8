import { useEffect, useState } from 'react'
import { useBlocker } from 'react-router'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'

/**
 * Unsaved edits are not lost by a wrong click: leaving the screen inside the app asks first (save,
 * leave without saving, or stay), and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedGuard({ dirty, onSave }: { dirty: boolean; onSave: () => Promise<boolean> }) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname)
  const [saving, setSaving] = useState(false)
  useEffect(() => {
    if (!dirty) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener('beforeunload', ask)
    return () => window.removeEventListener('beforeunload', ask)
  }, [dirty])
  if (blocker.state !== 'blocked') return null
  return (
    <Dialog title="Save your changes to the layout?" onClose={() => blocker.reset()}>
      <p className="text-sm">Your changes are not saved yet. Shoppers see nothing of them either way until you publish.</p>
      <div className="mt-4 flex flex-wrap justify-end gap-2">
        <Button kind="secondary" onClick={() => blocker.reset()}>
          Stay here
        </Button>
        <Button kind="danger" onClick={() => blocker.proceed()}>
          Leave without saving
        </Button>
        <Button
          disabled={saving}
          onClick={() => {
            setSaving(true)
            void onSave().then((ok) => (ok ? blocker.proceed() : blocker.reset()))
          }}
        >
          {saving ? 'Saving…' : 'Save draft and leave'}
        </Button>
      </div>
    </Dialog>
  )
}
