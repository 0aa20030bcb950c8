import { useEffect } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { OwnerOrderListQuery } from '@store/core'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { orderList } from './api.ts'
import { OrderCard } from './OrderCard.tsx'

/** One column of the board (or the one list of a status filter): its orders, newest first. */
export function OrderColumn({
  title,
  statuses,
  query,
  money,
  onCount,
}: {
  title: string
  statuses: string
  query: OwnerOrderListQuery
  money: (minor: number) => string
  onCount?: (count: number) => void
}) {
  const list = useQuery(orderList({ ...query, statuses, per_page: 100 }))
  const total = list.data?.total
  useEffect(() => {
    if (total !== undefined) onCount?.(total)
  }, [total, onCount])
  const id = `col-${statuses.replaceAll(',', '-')}`
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-2 rounded-xl bg-gray-100 p-2">
      <h2 id={id} className="flex items-center justify-between px-1 font-semibold">
        {title}
        {list.data && <span className="rounded-full bg-white px-2 text-sm">{list.data.total}</span>}
      </h2>
      {list.isPending ? (
        <ListSkeleton rows={2} label={`Loading ${title}`} />
      ) : list.isError ? (
        <ErrorState message={errorText(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.orders.length === 0 ? (
        <EmptyState title="None" />
      ) : (
        <ul className="flex flex-col gap-2">
          {list.data.orders.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} money={money} />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
