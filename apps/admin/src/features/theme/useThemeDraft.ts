import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { ThemeInput, ThemeSaved } from '@store/core'
import { ApiError } from '../../lib/api.ts'
import { saveTheme, themeQuery } from './api.ts'

/**
 * The theme screen's draft: the settings as loaded, the owner's edits over them, and saving only the
 * keys that changed. The answer says what the HTML allow-list removed from the footer (decision 0082).
 */
export function useThemeDraft(loaded: Record<string, string>) {
  const queries = useQueryClient()
  const [edits, setEdits] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>(null)
  const [saved, setSaved] = useState<ThemeSaved | null>(null)
  const draft = { ...loaded, ...edits }
  const changed = Object.fromEntries(Object.entries(edits).filter(([key, value]) => loaded[key] !== value)) as ThemeInput
  const set = (key: string, value: string) => {
    setEdits((e) => ({ ...e, [key]: value }))
    setSaved(null)
  }
  /** Saves what changed; true when saved (the unsaved-changes guard then lets the owner leave). */
  const save = async (): Promise<boolean> => {
    setSaving(true)
    setError(null)
    try {
      const answer = await saveTheme(changed)
      await queries.invalidateQueries({ queryKey: themeQuery.queryKey })
      setEdits({})
      setSaved(answer)
      return true
    } catch (e) {
      setError(e)
      return false
    } finally {
      setSaving(false)
    }
  }
  /** The server's message for one field (422's errors name it as /key). */
  const fieldError = (key: string) =>
    error instanceof ApiError ? error.errors.find((e) => e.path.replace(/^(body)?\//, '') === key)?.message : undefined
  return { draft, set, save, saving, error, saved, fieldError, dirty: Object.keys(changed).length > 0 }
}
export type ThemeDraft = ReturnType<typeof useThemeDraft>
