import { Link, useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useOrder } from './api/get-single-order.ts'
import { Destination, OrderLines, OrderSkeleton, OrderTotalsList, OrderUnavailable, Section, StatusBadge } from './OrderParts.tsx'
import { Timeline } from './Timeline.tsx'
import { CancelOrder } from './CancelOrder.tsx'
import { Reorder } from './Reorder.tsx'
import { paymentMethodLabel, paymentStatusLabel } from '../../lib/payment-label.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { useSettingText } from '../../lib/settings.ts'

/**
 * /account/my-orders/{id}: the lines with their options, the totals, where it goes, its
 * progress, re-order, cancel while allowed, and for a delivered order the way to rate its items.
 */
export default function OrderDetailPage() {
  const { orderId = '' } = useParams()
  const user = useRequireUser()
  const order = useOrder(orderId, user !== null)
  const { dateTime } = useFormatDate()
  const digital = useSettingText('store_type') === 'digital'
  useHead({ name: order.data && `Order #${order.data.number}` })
  if (!user || order.isPending) return <OrderSkeleton label="Loading your order" />
  if (order.isError) {
    return <OrderUnavailable error={order.error} myOrders />
  }
  const o = order.data
  const pickup = o.fulfilment === 'pickup'
  const done = o.status === 'delivered' || o.status === 'picked_up'
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <div className="flex flex-col gap-1">
        <div className="flex items-center justify-between gap-3">
          <h1 className="text-2xl font-bold">Order #{o.number}</h1>
          <StatusBadge status={o.status} />
        </div>
        <p className="text-sm text-gray-600">
          <time dateTime={o.placed_at}>{dateTime(o.placed_at)}</time> · {paymentMethodLabel(o.payment_method, o.fulfilment, digital)} ·{' '}
          <span data-testid="payment-status">{paymentStatusLabel(o.status, o.payment_status)}</span>
        </p>
      </div>
      <Section title="Items">
        <OrderLines lines={o.lines} />
      </Section>
      <OrderTotalsList order={o} />
      <Section title={pickup ? 'Pickup' : 'Delivery'}>
        <Destination address={o.address} branch={o.branch} pickup={pickup} />
      </Section>
      {o.notes && (
        <Section title="Notes">
          <p className="whitespace-pre-line text-sm text-gray-700 wrap-anywhere">{o.notes}</p>
        </Section>
      )}
      <Section title="Progress">
        <Timeline fulfilment={o.fulfilment} status={o.status} timeline={o.timeline} />
        <Link to={`/track-order/${o.id}`} className="text-sm font-semibold text-brand-ink">
          Track this order
        </Link>
      </Section>
      {done && (
        <Link
          to={`/account/my-orders/reviews/${o.id}`}
          className="rounded-lg border border-gray-300 px-5 py-3 text-center font-semibold text-gray-800 hover:bg-gray-50"
        >
          Rate items
        </Link>
      )}
      <Reorder order={o} />
      {o.can_cancel && <CancelOrder order={o} />}
    </section>
  )
}
