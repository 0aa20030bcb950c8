import { useState } from 'react'
import { ApiError } from './api.ts'

/**
 * A form over a set of stored text values (the store's settings, its theme): the values as loaded, the
 * owner's edits over them, and saving only the keys that changed. `send` saves them and refreshes what
 * shows them; its answer is kept as `answer` until the next edit.
 */
export function useTextDraft<Answer>(loaded: Record<string, string>, send: (changed: Record<string, string>) => Promise<Answer>) {
  const [edits, setEdits] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<unknown>(null)
  // Boxed: an answer may be empty, and saved is still true.
  const [savedAnswer, setSavedAnswer] = useState<{ answer: Answer } | null>(null)
  const draft: Record<string, string> = { ...loaded, ...edits }
  // A key the store has not set reads as empty: typing into it and clearing it again changes nothing.
  const changed = Object.fromEntries(Object.entries(edits).filter(([key, value]) => (loaded[key] ?? '') !== value))
  const set = (key: string, value: string) => {
    setEdits((e) => ({ ...e, [key]: value }))
    setSavedAnswer(null)
  }
  /** Saves what changed; true when saved (the unsaved-changes guard then lets the owner leave). */
  const save = async (): Promise<boolean> => {
    setSaving(true)
    setError(null)
    try {
      const answer = await send(changed)
      setEdits({})
      setSavedAnswer({ answer })
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
  return {
    draft,
    set,
    save,
    saving,
    error,
    saved: savedAnswer !== null,
    answer: savedAnswer?.answer ?? null,
    fieldError,
    dirty: Object.keys(changed).length > 0,
  }
}
export type TextDraft<Answer = unknown> = ReturnType<typeof useTextDraft<Answer>>
