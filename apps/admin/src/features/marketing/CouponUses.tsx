import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import type { OwnerCoupon } from '@store/core'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { couponUses } from './api.ts'
import { Pager } from '../../components/Pager.tsx'

/** The uses so far: the count against the limit, the uses carts hold, and the orders that used it, newest first. */
export function CouponUses({ coupon }: { coupon: OwnerCoupon }) {
  const [page, setPage] = useState(1)
  const uses = useQuery(couponUses(coupon.id, page))
  const money = useFormatMoney()
  return (
    <section aria-labelledby="uses-title" className="flex flex-col gap-3 rounded-lg border border-gray-300 bg-white p-4">
      <h3 id="uses-title" className="text-lg font-semibold">
        Uses so far: {coupon.used_count}
        {coupon.total_limit !== null && ` of ${coupon.total_limit}`}
      </h3>
      {uses.isPending ? (
        <ListSkeleton label="Loading the orders that used it" rows={3} />
      ) : uses.isError ? (
        <ErrorState message={errorText(uses.error)} onRetry={() => void uses.refetch()} />
      ) : (
        <>
          {uses.data.held_by_carts > 0 && (
            <p className="text-sm text-gray-700">
              {uses.data.held_by_carts} of them held by carts that applied the code and have not ordered yet.
            </p>
          )}
          {uses.data.items.length === 0 ? (
            <EmptyState title="No orders have used it yet" />
          ) : (
            <ul className="divide-y divide-gray-200">
              {uses.data.items.map((use) => (
                <li key={use.order_id}>
                  <Link
                    to={`/orders/${use.order_id}`}
                    className="flex min-h-11 flex-wrap items-center justify-between gap-x-4 py-2 hover:bg-gray-50"
                  >
                    <span className="font-medium underline">Order #{use.number}</span>
                    <span className="text-sm text-gray-700">
                      {formatDateTime(use.placed_at)} · {use.customer ?? 'Guest'} · {use.status.replaceAll('_', ' ')}
                    </span>
                    <span className="text-sm">
                      −{money(use.discount)} of {money(use.subtotal)} · paid {money(use.total)}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
          <Pager loading={uses.isPlaceholderData} label="Pages of orders" page={page} lastPage={uses.data.last_page} onPage={setPage} />
        </>
      )}
    </section>
  )
}
