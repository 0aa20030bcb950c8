import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { LayoutDraft } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { ErrorState, ListSkeleton, EmptyState } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { AddEntry } from './AddEntry.tsx'
import { EntryForm } from './EntryForm.tsx'
import { EntryList } from './EntryList.tsx'
import { HistoryList } from './HistoryList.tsx'
import { PreviewFrame } from './PreviewFrame.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { layoutDraft } from './api.ts'
import { duplicate, problemsOf } from './entries.ts'
import { useLayoutEditor } from './useLayoutEditor.ts'

/** Design › Home layout (managers and up): the home page's blocks, their preview, publish and history (decision 0083). */
export default function LayoutScreen() {
  const draft = useQuery({ ...layoutDraft, staleTime: Infinity })
  return (
    <section aria-labelledby="layout-title" className="flex flex-col gap-4">
      <h1 id="layout-title" className="text-2xl font-bold">
        Home layout
      </h1>
      {draft.isPending ? (
        <ListSkeleton rows={6} label="Loading the layout" />
      ) : draft.isError ? (
        <ErrorState message={errorText(draft.error)} onRetry={() => void draft.refetch()} />
      ) : (
        <Editor initial={draft.data} />
      )}
    </section>
  )
}

/** What shoppers see now, truthfully: nothing published yet, the last published layout, or this one (decision 0100). */
function publishState({ live, unpublished, sampleHome }: { live: boolean; unpublished: boolean; sampleHome: boolean }): string {
  let now: string
  if (!live)
    now = unpublished
      ? 'Nothing is published yet: publish to show shoppers this layout.'
      : 'Nothing is published yet: add blocks, then publish.'
  else now = unpublished ? 'Shoppers see the last published layout until you publish this draft.' : 'Shoppers see this layout.'
  return sampleHome ? `${now} Until the store has a product, shoppers see the sample home page instead.` : now
}

function Editor({ initial }: { initial: LayoutDraft }) {
  const editor = useLayoutEditor(initial)
  const { entries, setEntries, busy } = editor
  const [openKey, setOpenKey] = useState<string | null>(null)
  const flagged = new Set(entries.filter((_, i) => problemsOf(editor.problems, i).length > 0).map((e) => e.key))
  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,28rem)_minmax(0,1fr)]">
      <UnsavedGuard
        dirty={editor.dirty}
        onSave={editor.save}
        subject="the layout"
        note="Shoppers see nothing of them either way until you publish."
        saveLabel="Save draft and leave"
      />
      <div className="flex min-w-0 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <Button kind="secondary" disabled={busy !== null || !editor.dirty} onClick={() => void editor.save()}>
            {busy === 'saving' ? 'Saving…' : editor.dirty ? 'Save draft' : 'No unsaved changes'}
          </Button>
          {/* Publish only when it would change what shoppers see. */}
          <Button disabled={busy !== null || !editor.unpublished} onClick={() => void editor.publish()}>
            {busy === 'publishing' ? 'Publishing...' : 'Publish'}
          </Button>
          <p className="text-sm text-gray-700">{publishState(editor)}</p>
        </div>
        {editor.outcome && (
          <p
            role={editor.outcome.kind === 'ok' ? 'status' : 'alert'}
            className={`rounded-md p-2 text-sm ${editor.outcome.kind === 'ok' ? 'bg-green-50 text-green-900' : 'bg-red-50 text-red-900'}`}
          >
            {editor.outcome.text}
          </p>
        )}
        <AddEntry onAdd={(entry) => (setEntries([...entries, entry]), setOpenKey(entry.key))} />
        {entries.length === 0 ? (
          <EmptyState title="The home page has no blocks">
            Add a banner, a search bar or products above: the preview shows them once saved.
          </EmptyState>
        ) : (
          <EntryList
            entries={entries}
            onReorder={setEntries}
            openKey={openKey}
            onToggle={(key) => setOpenKey(openKey === key ? null : key)}
            onDuplicate={(i) => setEntries([...entries.slice(0, i + 1), duplicate(entries[i]!), ...entries.slice(i + 1)])}
            onRemove={(i) => setEntries(entries.filter((_, j) => j !== i))}
            flagged={flagged}
            renderOpen={(entry, i) => (
              <EntryForm
                entry={entry}
                problems={problemsOf(editor.problems, i)}
                removed={editor.removedFrom(entry)}
                onChange={(changed) => setEntries(entries.map((e) => (e.key === changed.key ? changed : e)))}
              />
            )}
          />
        )}
        <HistoryList busy={busy === 'restoring'} onRestore={editor.restore} />
      </div>
      <PreviewFrame revision={editor.revision} />
    </div>
  )
}
