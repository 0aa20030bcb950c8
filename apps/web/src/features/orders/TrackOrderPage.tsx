import { Link, useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useSession } from '../../lib/session.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useTrackedOrder } from './api/get-single-order-to-track.ts'
import { Destination, OrderSkeleton, OrderUnavailable, Section, StatusBadge } from './OrderParts.tsx'
import { Timeline } from './Timeline.tsx'
import { STATUS_LABELS } from './status.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { useOrdersSlots } from './slots.tsx'

/**
 * /track-order/{id} (spec §2): opens from the mail's link without login (the id cannot be
 * guessed); the server leaves the address out for anyone but the order's own shopper. Updates by
 * itself while the order can still move.
 */
export default function TrackOrderPage() {
  useHead()
  const { orderId = '' } = useParams()
  const tracked = useTrackedOrder(orderId)
  const loggedIn = useSession((s) => s.user !== null)
  const slots = useOrdersSlots()
  const money = useFormatMoney()
  const { time } = useFormatDate()
  if (tracked.isPending) return <OrderSkeleton label="Loading the order" />
  if (tracked.isError) {
    return <OrderUnavailable error={tracked.error} myOrders={loggedIn} />
  }
  const o = tracked.data
  const pickup = o.fulfilment === 'pickup'
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">Order #{o.number}</h1>
          <StatusBadge status={o.status} />
        </div>
        {/* Announced when it changes, so a screen reader hears the order move. */}
        <p role="status" aria-live="polite" data-testid="track-status" className="text-gray-700">
          {STATUS_LABELS[o.status]}
          {o.estimated_at && ` · ${pickup ? 'ready' : 'arriving'} around ${time(o.estimated_at)}`}
        </p>
        <p className="text-sm text-gray-600">
          {o.item_count} {o.item_count === 1 ? 'item' : 'items'} · {money(o.total)}
        </p>
      </div>
      <Timeline fulfilment={o.fulfilment} status={o.status} timeline={o.timeline} />
      {loggedIn && slots.orderNews?.()}
      <Section title={pickup ? 'Pickup' : o.address ? 'Deliver to' : 'From'}>
        <Destination address={o.address} branch={o.branch} pickup={pickup} />
      </Section>
      {loggedIn && (
        <Link to={`/account/my-orders/${o.id}`} className="text-sm font-semibold text-brand-ink">
          Order details
        </Link>
      )}
    </section>
  )
}
