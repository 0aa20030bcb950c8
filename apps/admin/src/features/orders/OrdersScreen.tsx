import { useEffect, useState } from 'react'
import { Button } from '../../components/Button.tsx'
import { useFormatMoney } from '../../lib/money.ts'
import { OrderColumn } from './OrderColumn.tsx'
import { OrderFilters } from './OrderFilters.tsx'
import { COLUMNS, STATUS_LABELS } from './statuses.ts'
import { useOrderEvents } from './useOrderEvents.ts'
import { useOrderFilters } from './useOrderFilters.ts'

const startOfToday = () => {
  const at = new Date()
  at.setHours(0, 0, 0, 0)
  return at.toISOString()
}

/**
 * The live orders board (decision 0053): a column per stage, kept current by server-sent events; the
 * count of new orders is in the tab's title, and a new order chimes unless the sound is off. With a
 * status filter it is one list of that status.
 */
export default function OrdersScreen() {
  const money = useFormatMoney()
  const filters = useOrderFilters()
  const { live, sound, toggleSound } = useOrderEvents()
  const [fresh, setFresh] = useState(0)
  useEffect(() => {
    document.title = fresh > 0 ? `(${fresh}) Orders · Shop admin` : 'Orders · Shop admin'
    return () => {
      document.title = 'Shop admin'
    }
  }, [fresh])
  const columns = filters.status
    ? [{ title: STATUS_LABELS[filters.status as keyof typeof STATUS_LABELS] ?? filters.status, statuses: [filters.status] }]
    : COLUMNS
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="orders-title" className="text-2xl font-bold">
          Orders
        </h1>
        <div className="flex items-center gap-2">
          <p
            role="status"
            className={`rounded-full px-3 py-1 text-sm font-medium ${live === false ? 'bg-red-100 text-red-900' : 'bg-green-100 text-green-900'}`}
          >
            {live === false ? 'Connection lost: reconnecting…' : live ? 'Live' : 'Connecting…'}
          </p>
          <Button kind="secondary" aria-pressed={sound} onClick={toggleSound}>
            Sound {sound ? 'on' : 'off'}
          </Button>
        </div>
      </div>
      <OrderFilters filters={filters} />
      <div className={`grid gap-3 ${columns.length > 1 ? 'md:grid-cols-2 xl:grid-cols-5' : ''}`}>
        {columns.map((column) => {
          const done = column.statuses.includes('delivered')
          const query = { ...filters.query, ...(done && !filters.query.from && { from: startOfToday() }) }
          return (
            <OrderColumn
              key={column.title}
              title={column.title}
              statuses={column.statuses.join(',')}
              query={query}
              money={money}
              onCount={column.statuses.includes('placed') && !filters.status ? setFresh : undefined}
            />
          )
        })}
      </div>
    </section>
  )
}
