import { useState } from 'react'
import { firstUnreadable } from './money-input.ts'
import { focusAfterDialog } from './focus-after-dialog.ts'
import { useUnreadableWatch } from './unreadable-watch.ts'

/**
 * A form the owner saves as a whole (a coupon, a campaign, a branch, the referral settings, a wallet
 * adjustment): its values, whether they differ from what was last saved or opened (what the
 * UnsavedGuard asks about), and one save that keeps the server's refusal for the form to show beside
 * its fields. Nothing is dirty while a save is under way, so the save's own move to another screen is
 * not asked about. The form attaches `formRef`: the save looks in it for a field whose text it cannot
 * read, and such a field makes the form dirty.
 */
export function useWholeForm<T extends object>(initial: T, persist: (value: T) => Promise<void>) {
  // A field's unreadable text is a change, and a save looks for it first (decision 0059).
  const { ref: formRef, element: form, unreadable } = useUnreadableWatch<HTMLFormElement>()
  const [value, setValue] = useState(initial)
  const [baseline, setBaseline] = useState(initial)
  const [error, setError] = useState<unknown>(null)
  const [saved, setSaved] = useState(false)
  const [busy, setBusy] = useState(false)
  const change = (next: T) => {
    setSaved(false)
    setValue(next)
  }
  /** Saves the values; true when saved, false when refused (the error is kept for the form to show). */
  const save = async (): Promise<boolean> => {
    // A field whose text is not a value still holds its older value: saving that would save something
    // other than what the field shows, so nothing is sent and the text stays to be fixed (decision 0059).
    // The refusal says so as the form's error, for every save, the UnsavedGuard's "Save and leave" too.
    const typo = form.current && firstUnreadable(form.current)
    if (typo) {
      setSaved(false)
      setError(new Error(typo.text))
      focusAfterDialog(typo.input)
      return false
    }
    setBusy(true)
    try {
      await persist(value)
      setError(null)
      setSaved(true)
      setBaseline(value)
      return true
    } catch (e) {
      setError(e)
      return false
    } finally {
      setBusy(false)
    }
  }
  return {
    formRef,
    value,
    change,
    /** Changes some of the values. */
    set: (partial: Partial<T>) => change({ ...value, ...partial }),
    error,
    /** The last save succeeded and nothing changed since. */
    saved: saved && !unreadable,
    busy,
    dirty: !busy && (unreadable || JSON.stringify(value) !== JSON.stringify(baseline)),
    save,
  }
}
