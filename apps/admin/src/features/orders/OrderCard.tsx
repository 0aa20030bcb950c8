import { Link } from 'react-router'
import type { OwnerOrderSummary } from './types.ts'
import { formatTime } from '../../lib/dates.ts'
import { paymentWords } from './payment-text.ts'

/** One order on the board: number, time, what is in it, total and how it is paid. */
export function OrderCard({ order, money }: { order: OwnerOrderSummary; money: (minor: number) => string }) {
  const payment = paymentWords(order)
  return (
    <Link
      to={`/orders/${order.id}`}
      className="block rounded-lg border border-gray-300 bg-white p-3 hover:border-gray-900 focus-visible:outline-2 focus-visible:outline-blue-700"
    >
      <span className="flex items-baseline justify-between gap-2">
        <span className="font-semibold">#{order.number}</span>
        <time dateTime={order.placed_at} className="text-sm text-gray-700">
          {formatTime(order.placed_at)}
        </time>
      </span>
      <span className="mt-1 block text-sm text-gray-800">
        {order.item_count} {order.item_count === 1 ? 'item' : 'items'}: {order.first_items.join(', ')}
      </span>
      <span className="mt-1 flex justify-between gap-2 text-sm">
        <span className="shrink-0">{money(order.total)}</span>
        {/* A long status ("online partially refunded") wraps inside the card rather than past its edge. */}
        <span className="min-w-0 text-right text-gray-700">
          {order.fulfilment === 'pickup' ? 'Pickup' : 'Delivery'} · {payment.method} {payment.status}
        </span>
      </span>
    </Link>
  )
}
