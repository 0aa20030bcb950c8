import { useState } from 'react'

/**
 * A form the owner saves as a whole (a coupon, a campaign, a branch, the referral settings): its
 * values, whether they differ from what was last saved or opened (what the UnsavedGuard asks about),
 * and one save that keeps the server's refusal for the form to show beside its fields. Nothing is
 * dirty while a save is under way, so the save's own move to another screen is not asked about.
 */
export function useWholeForm<T extends object>(initial: T, persist: (value: T) => Promise<void>) {
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
    value,
    change,
    /** Changes some of the values. */
    set: (partial: Partial<T>) => change({ ...value, ...partial }),
    error,
    /** The last save succeeded and nothing changed since. */
    saved,
    busy,
    dirty: !busy && JSON.stringify(value) !== JSON.stringify(baseline),
    save,
  }
}
