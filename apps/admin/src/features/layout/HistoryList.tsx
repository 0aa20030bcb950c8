import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { LayoutPublication } from '@store/core'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { layoutHistory } from './api.ts'

/** The last 20 published layouts, each restorable in one step (it is published again at once, decision 0083). */
export function HistoryList({ onRestore, busy }: { onRestore: (p: LayoutPublication) => Promise<void>; busy: boolean }) {
  const history = useQuery(layoutHistory)
  const [asking, setAsking] = useState<LayoutPublication | null>(null)
  return (
    <section aria-labelledby="history-title" className="flex flex-col gap-2">
      <h2 id="history-title" className="text-lg font-semibold">
        Published before
      </h2>
      {history.isPending ? (
        <ListSkeleton rows={3} label="Loading the published layouts" />
      ) : history.isError ? (
        <ErrorState message={errorText(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState title="Nothing published yet">Each time you publish, the layout is kept here (the last 20).</EmptyState>
      ) : (
        <ol className="flex flex-col gap-1">
          {history.data.items.map((p, i) => (
            <li
              key={p.id}
              className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-gray-300 bg-white px-3 py-1"
            >
              <span className="text-sm">
                {formatDateTime(p.published_at)} · {p.actor} · {p.entries.length} blocks
                {p.restored_from !== null && ' · restored'}
                {i === 0 && <strong className="ml-1">(live now)</strong>}
              </span>
              {i > 0 && (
                <button type="button" className="min-h-11 px-2 text-sm font-medium underline" onClick={() => setAsking(p)}>
                  Restore<span className="sr-only"> the layout of {formatDateTime(p.published_at)}</span>
                </button>
              )}
            </li>
          ))}
        </ol>
      )}
      {asking && (
        <Dialog title="Restore this layout?" onClose={() => setAsking(null)}>
          <p className="text-sm">
            The layout published {formatDateTime(asking.published_at)} by {asking.actor} goes live for shoppers now, and replaces your
            draft.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <Button kind="secondary" onClick={() => setAsking(null)}>
              Cancel
            </Button>
            <Button
              disabled={busy}
              onClick={() => {
                void onRestore(asking).then(() => setAsking(null))
              }}
            >
              {busy ? 'Restoring…' : 'Restore and publish'}
            </Button>
          </div>
        </Dialog>
      )}
    </section>
  )
}
