import { useState } from 'react'
import { useBlocker } from 'react-router'
import { Button } from './Button.tsx'
import { Dialog } from './Dialog.tsx'
import { useLeaveWarning } from '../lib/leave-warning.ts'

interface UnsavedGuardProps {
  dirty: boolean
  /** Saves the edits; true when they were saved (then the user leaves), false to stay with the error shown. */
  onSave: () => Promise<boolean>
  /** What is being edited, as the question names it: "the layout", "the theme". */
  subject: string
  /** What saving does, when the screen has more to say than that it is not saved yet. */
  note?: string
  saveLabel?: string
}

/**
 * Unsaved edits are not lost by a wrong click: leaving the screen inside the app asks first (save,
 * leave without saving, or stay), and closing or reloading the tab gets the browser's own question.
 * One guard for every editor that saves as a whole; the product editor keeps a draft instead, and
 * asks only for text its draft cannot keep (decision 0059).
 */
export function UnsavedGuard({ dirty, onSave, subject, note, saveLabel = 'Save and leave' }: UnsavedGuardProps) {
  // A move to another screen is asked about; one the app makes after deleting the object (its state
  // says `deleted`) leaves nothing to save.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname && !(nextLocation.state as { deleted?: unknown } | null)?.deleted,
  )
  const [saving, setSaving] = useState(false)
  useLeaveWarning(dirty)
  if (blocker.state !== 'blocked') return null
  return (
    <Dialog title={`Save your changes to ${subject}?`} onClose={() => blocker.reset()}>
      <p className="text-sm">Your changes are not saved yet.{note ? ` ${note}` : ''}</p>
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
            void onSave().then((ok) => {
              setSaving(false)
              if (ok) blocker.proceed()
              else blocker.reset()
            })
          }}
        >
          {saving ? 'Saving…' : saveLabel}
        </Button>
      </div>
    </Dialog>
  )
}
