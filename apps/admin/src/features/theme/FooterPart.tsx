import { useId } from 'react'
import { RemovedNotice } from '../../components/RemovedNotice.tsx'
import type { ThemeDraft } from './useThemeDraft.ts'

/**
 * The footer snippet (spec §2 powered_by_zepio): HTML the server cleans with the owner-HTML allow-list
 * when it is saved; what it took out is listed here after saving (decision 0082).
 */
export function FooterPart({ theme }: { theme: ThemeDraft }) {
  const id = useId()
  const { draft, set, answer, fieldError } = theme
  const error = fieldError('powered_by_zepio')
  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-2 rounded-lg border border-gray-300 bg-white p-4">
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        Footer
      </h2>
      <label htmlFor={id} className="text-sm font-medium text-gray-800">
        Footer HTML (links, bold, italic, lists; scripts and styles are removed)
      </label>
      <textarea
        id={id}
        rows={4}
        value={draft.powered_by_zepio ?? ''}
        aria-invalid={error ? true : undefined}
        onChange={(e) => set('powered_by_zepio', e.target.value)}
        className="rounded-lg border border-gray-400 px-3 py-2 font-mono text-sm"
      />
      {error && <p className="text-sm text-red-700">{error}</p>}
      {answer && <RemovedNotice removed={answer.removed} />}
    </section>
  )
}
