import { useQueryClient } from '@tanstack/react-query'
import type { ThemeInput } from '@store/core'
import { useTextDraft } from '../../lib/text-draft.ts'
import { saveTheme, themeQuery } from './api.ts'

/**
 * The theme screen's draft. The answer to a save says what the HTML allow-list removed from the footer
 * (decision 0082).
 */
export function useThemeDraft(loaded: Record<string, string>) {
  const queries = useQueryClient()
  return useTextDraft(loaded, async (changed) => {
    const answer = await saveTheme(changed as ThemeInput)
    await queries.invalidateQueries({ queryKey: themeQuery.queryKey })
    return answer
  })
}
export type ThemeDraft = ReturnType<typeof useThemeDraft>
