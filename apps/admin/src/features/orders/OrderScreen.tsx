import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from 'react-router'
import { addressText } from '@store/core/browser'
import { AuditEntries } from '../../components/AuditEntries.tsx'
import { Button } from '../../components/Button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { formatDateTime } from '../../lib/dates.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { orderDetail, orderHistory } from './api.ts'
import { OrderActions } from './OrderActions.tsx'
import { OrderLines } from './OrderLines.tsx'
import { PrintSlip } from './PrintSlip.tsx'
import { paymentWords } from './payment-text.ts'
import { STATUS_LABELS } from './statuses.ts'
import { useOrderEvents } from './useOrderEvents.ts'

const box = 'rounded-xl border border-gray-300 bg-white p-4'

/** One order: lines, notes, address, payment and refunds, timeline, its history, and what may be done now. */
export default function OrderScreen() {
  const { id = '' } = useParams()
  const money = useFormatMoney()
  useOrderEvents() // another person's move shows here too
  const answer = useQuery(orderDetail(id))
  const history = useQuery(orderHistory(id))
  const [slip, setSlip] = useState<'kitchen' | 'delivery'>('kitchen')
  if (answer.isPending) return <ListSkeleton label="Loading the order" />
  if (answer.isError) return <ErrorState message={errorText(answer.error)} onRetry={() => void answer.refetch()} />
  const { order, customer, cancel_reason } = answer.data
  const print = (kind: 'kitchen' | 'delivery') => {
    setSlip(kind)
    setTimeout(() => window.print(), 0)
  }
  return (
    <>
      <article aria-labelledby="order-title" className="no-print flex flex-col gap-4">
        <Link to="/orders" className="text-sm font-medium underline">
          Back to the board
        </Link>
        <header className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 id="order-title" className="text-2xl font-bold">
            Order #{order.number}
          </h1>
          <p className="rounded-full bg-gray-900 px-3 py-1 text-sm font-semibold text-white">{STATUS_LABELS[order.status]}</p>
        </header>
        <OrderActions answer={answer.data} money={money} />
        <div className="flex flex-wrap gap-2">
          <Button kind="secondary" onClick={() => print('kitchen')}>
            Print kitchen ticket
          </Button>
          <Button kind="secondary" onClick={() => print('delivery')}>
            Print delivery slip
          </Button>
        </div>
        <div className="grid gap-4 lg:grid-cols-2">
          <section aria-labelledby="lines-title" className={box}>
            <h2 id="lines-title" className="mb-2 font-semibold">
              Items
            </h2>
            <OrderLines order={order} money={money} />
            {order.notes && <p className="mt-3 rounded-md bg-amber-50 p-2 wrap-anywhere">Note: {order.notes}</p>}
          </section>
          <section aria-labelledby="who-title" className={`${box} flex flex-col gap-1`}>
            <h2 id="who-title" className="mb-1 font-semibold">
              Customer and {order.fulfilment === 'pickup' ? 'pickup' : 'delivery'}
            </h2>
            <p>{customer ? [customer.name, customer.phone, customer.email].filter(Boolean).join(' · ') : 'Guest'}</p>
            {order.address ? (
              <p className="wrap-anywhere">
                {order.address.name}, {addressText(order.address)} · {order.address.phone}
              </p>
            ) : (
              <p>Pickup at {order.branch.name}</p>
            )}
            <p>
              Payment: {paymentWords(order).method}, {paymentWords(order).status}
            </p>
            <p>Placed {formatDateTime(order.placed_at)}</p>
            {cancel_reason && <p>Cancelled: {cancel_reason}</p>}
          </section>
          <section aria-labelledby="timeline-title" className={box}>
            <h2 id="timeline-title" className="mb-2 font-semibold">
              Timeline
            </h2>
            <ol className="flex flex-col gap-1 text-sm">
              {order.timeline.map((e, i) => (
                <li key={i}>
                  <time dateTime={e.at}>{formatDateTime(e.at)}</time> · {e.note}
                </li>
              ))}
            </ol>
          </section>
          <section aria-labelledby="history-title" className={box}>
            <h2 id="history-title" className="mb-2 font-semibold">
              Who did what
            </h2>
            {history.isPending ? (
              <ListSkeleton rows={2} label="Loading the history" />
            ) : history.isError ? (
              <ErrorState message={errorText(history.error)} onRetry={() => void history.refetch()} />
            ) : history.data.items.length === 0 ? (
              <EmptyState title="No staff changes yet" />
            ) : (
              <AuditEntries entries={history.data.items} />
            )}
          </section>
        </div>
      </article>
      <PrintSlip answer={answer.data} kind={slip} money={money} />
    </>
  )
}
