import { useQuery } from '@tanstack/react-query'
import { BarChart } from './BarChart.tsx'
import { hourLabel } from './change.ts'
import { ordersByHour } from './api.ts'
import { FiguresTable, Widget } from './Widget.tsx'

/** Orders by the store's hour of the day over the last 30 days. */
export function HoursWidget() {
  return (
    <Widget title="Orders by hour of the day" query={useQuery(ordersByHour())} wide>
      {({ hours, time_zone }) => {
        const busiest = hours.reduce((a, b) => (b.orders > a.orders ? b : a))
        const summary =
          busiest.orders === 0
            ? 'No orders in the last 30 days'
            : `Orders by hour over the last 30 days; busiest at ${hourLabel(busiest.hour)} with ${busiest.orders}`
        return (
          <>
            <p className="text-sm text-gray-700">Last 30 days, in the store&apos;s time ({time_zone})</p>
            <BarChart labels={hours.map((h) => String(h.hour))} values={hours.map((h) => h.orders)} summary={summary} labelEvery={3} />
            <FiguresTable
              caption="Orders by hour of the day"
              head={['Hour', 'Orders']}
              rows={hours.map((h) => [hourLabel(h.hour), String(h.orders)])}
            />
          </>
        )
      }}
    </Widget>
  )
}
