import { useQueryClient } from '@tanstack/react-query'
import { useTextDraft } from '../../lib/text-draft.ts'
import { saveSettings, settingsQuery } from './api.ts'

/** The settings page's draft: the stored settings (text) and the owner's edits over them. */
export function useSettingsDraft(loaded: Record<string, string>) {
  const queries = useQueryClient()
  return useTextDraft(loaded, async (changed) => {
    await saveSettings(changed)
    await queries.invalidateQueries({ queryKey: settingsQuery.queryKey })
    // Prices on every screen use the store's format from the public settings.
    await queries.invalidateQueries({ queryKey: ['public-settings'] })
  })
}
export type SettingsDraft = ReturnType<typeof useSettingsDraft>
