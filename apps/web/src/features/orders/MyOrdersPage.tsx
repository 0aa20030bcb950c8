import { Link } from 'react-router'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { OrderSummary } from '@store/core'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useLoadMoreOnView } from '../../lib/useLoadMoreOnView.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { ordersQuery } from './api/get-all-orders.ts'
import { StatusBadge } from './OrderParts.tsx'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { LoadError, retryPage } from '../../components/LoadError.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/**
 * "Margherita Pizza, Fresh Lemonade · 6 items". The summary keeps the first few line names and the
 * count of pieces (item_count), not of lines, so it names what it has and counts the pieces; "and N
 * more" would take pieces for lines (the list stays one-table cheap, decision 0018).
 */
function itemSummary(o: Pick<OrderSummary, 'first_items' | 'item_count'>): string {
  return `${o.first_items.join(', ')} · ${o.item_count} ${o.item_count === 1 ? 'item' : 'items'}`
}

function OrderRow({ order }: { order: OrderSummary }) {
  const money = useFormatMoney()
  const { dateTime } = useFormatDate()
  return (
    <li>
      <Link
        to={`/account/my-orders/${order.id}`}
        data-testid="order-row"
        className="flex flex-col gap-1 rounded-xl border border-gray-200 p-4 hover:border-gray-400"
      >
        <span className="flex items-center justify-between gap-2">
          <span className="font-semibold">Order #{order.number}</span>
          <StatusBadge status={order.status} />
        </span>
        <span className="truncate text-sm text-gray-700">{itemSummary(order)}</span>
        <span className="flex items-center justify-between gap-2 text-sm">
          <time dateTime={order.placed_at} className="text-gray-600">
            {dateTime(order.placed_at)}
          </time>
          <span className="font-semibold">{money(order.total)}</span>
        </span>
      </Link>
    </li>
  )
}

function RowSkeletons() {
  return (
    <ul role="status" aria-busy="true" className="flex flex-col gap-3">
      <span className="sr-only">Loading your orders</span>
      {[0, 1, 2].map((i) => (
        <li key={i} className="h-24 animate-pulse rounded-xl bg-gray-100" />
      ))}
    </ul>
  )
}

export const handle: ScreenHandle = { name: 'My orders' }

/** /account/my-orders (spec §2): newest first, more pages as the end comes into view. */
export default function MyOrdersPage() {
  useHead()
  const user = useRequireUser()
  const result = useInfiniteQuery({ ...ordersQuery(), enabled: user !== null })
  const sentinel = useLoadMoreOnView(result)
  const { isFetchingNextPage, isError } = result

  const orders = result.data?.pages.flatMap((p) => p.orders) ?? []
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <h1 className="text-2xl font-bold">My orders</h1>
      {!user || result.isPending ? (
        <RowSkeletons />
      ) : orders.length === 0 && !isError ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center">
          <p className="text-gray-600">No orders yet. Your orders will show up here.</p>
          <Link to="/" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand">
            Start shopping
          </Link>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {orders.map((o) => (
            <OrderRow key={o.id} order={o} />
          ))}
        </ul>
      )}
      {isFetchingNextPage && <Spinner label="Loading more orders" />}
      {isError && <LoadError what="your orders" message={result.error.message} onRetry={() => retryPage(result)} />}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  )
}
