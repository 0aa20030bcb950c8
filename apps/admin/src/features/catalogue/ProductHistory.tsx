import { useQuery } from '@tanstack/react-query'
import { AuditEntries } from '../../components/AuditEntries.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { productHistory } from './api.ts'

/** The product's own history (decision 0051): who changed what, its file's uploads included. */
export function ProductHistory({ productId }: { productId: number }) {
  const history = useQuery(productHistory(productId))
  return (
    <section aria-labelledby="product-history-title" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <h3 id="product-history-title" className="text-lg font-semibold">
        Who did what
      </h3>
      {history.isPending ? (
        <ListSkeleton rows={2} label="Loading the history" />
      ) : history.isError ? (
        <ErrorState message={errorText(history.error)} onRetry={() => void history.refetch()} />
      ) : history.data.items.length === 0 ? (
        <EmptyState title="No changes recorded yet" />
      ) : (
        <AuditEntries entries={history.data.items} />
      )}
    </section>
  )
}
