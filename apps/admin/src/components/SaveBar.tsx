import { errorText } from '../lib/api.ts'
import type { TextDraft } from '../lib/text-draft.ts'
import { Button } from './Button.tsx'

/**
 * The bar that stays in view under a long form of the store's texts (settings, theme): its save button,
 * whether changes are unsaved or saved, and why a save failed.
 */
export function SaveBar({ draft, saveLabel }: { draft: Pick<TextDraft, 'dirty' | 'saving' | 'saved' | 'error'>; saveLabel: string }) {
  return (
    <div className="sticky bottom-20 flex flex-wrap items-center gap-3 rounded-lg border border-gray-300 bg-white p-3 shadow lg:bottom-2">
      <Button type="submit" disabled={!draft.dirty || draft.saving}>
        {draft.saving ? 'Saving…' : saveLabel}
      </Button>
      <p role="status" className="text-sm text-gray-800">
        {draft.error !== null ? '' : draft.saved ? 'Saved. The storefront shows it now.' : draft.dirty ? 'Unsaved changes' : ''}
      </p>
      {draft.error !== null && (
        <p role="alert" className="text-sm text-red-800">
          {errorText(draft.error)}
        </p>
      )}
    </div>
  )
}
