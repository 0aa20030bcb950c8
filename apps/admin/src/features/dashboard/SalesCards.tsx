import { useQuery } from '@tanstack/react-query'
import { useFormatMoney } from '../../lib/money.ts'
import { changeText } from './change.ts'
import { salesFigures } from './api.ts'
import { Widget } from './Widget.tsx'

const NAMES = { today: 'Today', '7d': 'Last 7 days', '30d': 'Last 30 days' } as const

/** Sales and orders for today, 7 and 30 days, each against the period before (decision 0092). */
export function SalesCards() {
  const money = useFormatMoney()
  return (
    <Widget title="Sales" query={useQuery(salesFigures())} wide>
      {({ periods }) => (
        <ul className="grid gap-3 sm:grid-cols-3">
          {periods.map((p) => (
            <li key={p.period} className="rounded-lg bg-gray-50 p-3">
              <p className="text-sm font-medium text-gray-700">{NAMES[p.period]}</p>
              <p className="text-2xl font-bold tabular-nums" data-testid={`sales-${p.period}`}>
                {money(p.sales)}
              </p>
              <p className="text-sm text-gray-700">{changeText(p.sales, p.previous.sales)}</p>
              <p className="mt-1 font-medium tabular-nums">
                {p.orders} {p.orders === 1 ? 'order' : 'orders'}
              </p>
              <p className="text-sm text-gray-700">{changeText(p.orders, p.previous.orders)}</p>
            </li>
          ))}
        </ul>
      )}
    </Widget>
  )
}
