import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ApiError } from '../../lib/api.ts'
import { saveSettings, settingsQuery } from './api.ts'

/** The settings page's draft: stored settings (text), the owner's edits over them, and saving only what changed. */
export function useSettingsDraft(loaded: Record<string, string>) {
  const queries = useQueryClient()
  const [edits, setEdits] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [saved, setSaved] = useState(false)
  const draft: Record<string, string> = { ...loaded, ...edits }
  const changed = Object.fromEntries(Object.entries(edits).filter(([key, value]) => (loaded[key] ?? '') !== value))
  const set = (key: string, value: string) => {
    setEdits((e) => ({ ...e, [key]: value }))
    setSaved(false)
  }
  /** Saves what changed; true when saved (the unsaved-changes guard then lets the owner leave). */
  const save = async (): Promise<boolean> => {
    setSaving(true)
    setError(null)
    try {
      await saveSettings(changed)
      await queries.invalidateQueries({ queryKey: settingsQuery.queryKey })
      // Prices on every screen use the store's format from the public settings.
      await queries.invalidateQueries({ queryKey: ['public-settings'] })
      setEdits({})
      setSaved(true)
      return true
    } catch (e) {
      setError(e)
      return false
    } finally {
      setSaving(false)
    }
  }
  const fieldError = (key: string) =>
    error instanceof ApiError ? error.errors.find((e) => e.path.replace(/^(body)?\//, '') === key)?.message : undefined
  return { draft, set, save, saving, error, saved, fieldError, dirty: Object.keys(changed).length > 0 }
}
export type SettingsDraft = ReturnType<typeof useSettingsDraft>
