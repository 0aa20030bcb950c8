import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { useFormatMoney } from '../../lib/money.ts'
import { averageOrder, openOrders, shopperMix } from './api.ts'
import { changeText } from './change.ts'
import { Widget } from './Widget.tsx'

const STATUS_NAMES = {
  placed: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  ready_for_pickup: 'Ready for pickup',
} as const

/** Average order value of the last 30 days against the 30 before. */
export function AverageWidget() {
  const money = useFormatMoney()
  return (
    <Widget title="Average order" query={useQuery(averageOrder())}>
      {(a) => (
        <div>
          <p className="text-2xl font-bold tabular-nums">{money(a.average)}</p>
          <p className="text-sm text-gray-700">
            over {a.orders} {a.orders === 1 ? 'order' : 'orders'} in 30 days; {changeText(a.average, a.previous.average)}
          </p>
        </div>
      )}
    </Widget>
  )
}

/** Orders still to be done, by status, with the way to the board. */
export function OpenOrdersWidget() {
  return (
    <Widget title="Open orders" query={useQuery(openOrders())}>
      {({ items }) => (
        <>
          <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm">
            {items.map((i) => (
              <div key={i.status} className="contents">
                <dt className="text-gray-700">{STATUS_NAMES[i.status]}</dt>
                <dd className="text-right font-semibold tabular-nums">{i.orders}</dd>
              </div>
            ))}
          </dl>
          <Link to="/orders" className="inline-flex min-h-11 items-center text-sm font-medium text-blue-800 underline">
            Open the orders board
          </Link>
        </>
      )}
    </Widget>
  )
}

/** Signed-in shoppers who ordered in the last 30 days: first-timers against those who came back. */
export function ShoppersWidget() {
  return (
    <Widget title="New and returning shoppers" query={useQuery(shopperMix())}>
      {(s) => {
        const all = s.new_shoppers + s.returning_shoppers
        const returningShare = all === 0 ? 0 : Math.round((s.returning_shoppers / all) * 100)
        return (
          <div className="flex flex-col gap-2">
            <p className="text-sm">
              <span className="text-2xl font-bold tabular-nums">{s.new_shoppers}</span> new ·{' '}
              <span className="text-2xl font-bold tabular-nums">{s.returning_shoppers}</span> returning
            </p>
            <div className="h-3 overflow-hidden rounded-full bg-blue-200" aria-hidden="true">
              <div className="h-full bg-blue-700" style={{ width: `${returningShare}%` }} />
            </div>
            <p className="text-sm text-gray-700">
              {all === 0 ? 'No signed-in shopper ordered in 30 days' : `${returningShare}% came back`}
            </p>
          </div>
        )
      }}
    </Widget>
  )
}
