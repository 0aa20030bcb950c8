import { useState } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { SelectField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { Pager } from '../../components/Pager.tsx'
import { errorText } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { reviewList, setHidden } from './api.ts'

/** Review moderation (staff and up): the newest reviews first; hide one from the shop, or show it again. */
export default function ReviewsScreen() {
  const [filter, setFilter] = useState<'' | 'shown' | 'hidden'>('')
  const [page, setPage] = useState(1)
  const reviews = useQuery(reviewList(filter === '' ? undefined : filter === 'hidden', page))
  const queries = useQueryClient()
  const [error, setError] = useState<string | null>(null)
  const toggle = async (id: number, hidden: boolean) => {
    setError(null)
    try {
      await setHidden(id, hidden)
      await queries.invalidateQueries({ queryKey: ['reviews'] })
    } catch (e) {
      setError(errorText(e))
    }
  }
  return (
    <section aria-labelledby="reviews-title" className="flex flex-col gap-4">
      <h1 id="reviews-title" className="text-2xl font-bold">
        Reviews
      </h1>
      <div className="max-w-xs">
        <SelectField label="Show" value={filter} onChange={(e) => (setFilter(e.target.value as typeof filter), setPage(1))}>
          <option value="">All reviews</option>
          <option value="shown">Shown in the shop</option>
          <option value="hidden">Hidden</option>
        </SelectField>
      </div>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      {reviews.isPending ? (
        <ListSkeleton label="Loading reviews" />
      ) : reviews.isError ? (
        <ErrorState message={errorText(reviews.error)} onRetry={() => void reviews.refetch()} />
      ) : reviews.data.items.length === 0 ? (
        <EmptyState title="No reviews here">Shoppers review what they ordered after delivery.</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {reviews.data.items.map((r) => (
            <li key={r.id} className="flex flex-col gap-2 rounded-lg border border-gray-300 bg-white p-3 sm:flex-row sm:items-center">
              <div className="flex-1">
                {/* The product as text, not a link: staff moderate reviews but cannot open the catalogue. */}
                <p className="text-sm font-semibold text-gray-900">{r.product_name}</p>
                <p className="font-medium">
                  {r.rating} of 5 stars · {r.name} {r.hidden && <span className="text-sm text-red-800">(hidden)</span>}
                </p>
                {r.review && <p className="text-sm">{r.review}</p>}
                <p className="text-xs text-gray-700">{formatDateTime(r.created_at)}</p>
              </div>
              <Button
                className="self-start sm:self-center"
                kind={r.hidden ? 'secondary' : 'danger'}
                onClick={() => void toggle(r.id, !r.hidden)}
                aria-label={`${r.hidden ? 'Show' : 'Hide'} the review of ${r.product_name} by ${r.name}`}
              >
                {r.hidden ? 'Show' : 'Hide'}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {reviews.data && <Pager loading={reviews.isPlaceholderData} page={page} lastPage={reviews.data.last_page} onPage={setPage} />}
    </section>
  )
}
