import { Link, useParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useOrder } from './api/get-single-order.ts'
import { Destination, OrderLines, OrderSkeleton, OrderTotalsList, OrderUnavailable, Section } from './OrderParts.tsx'
import { paymentMethodLabel, paymentStatusLabel } from '../../lib/payment-label.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { useOrdersSlots } from './slots.tsx'
import { useSettingText } from '../../lib/settings.ts'

/** /order-placed/{id} (spec §2): thanks, the order number, a summary and the way to tracking. */
export default function OrderPlacedPage() {
  useHead()
  const { orderId = '' } = useParams()
  const user = useRequireUser()
  const slots = useOrdersSlots()
  const order = useOrder(orderId, user !== null)
  const { time } = useFormatDate()
  // spec §1: a digital store's order is files, not a delivery: no arrival time, destination or tracking.
  const digital = useSettingText('store_type') === 'digital'
  if (!user || order.isPending) return <OrderSkeleton label="Loading your order" />
  if (order.isError) {
    return <OrderUnavailable error={order.error} myOrders />
  }
  const o = order.data
  const pickup = o.fulfilment === 'pickup'
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-5 px-5 py-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <span aria-hidden="true" className="flex h-14 w-14 items-center justify-center rounded-full bg-green-100 text-green-700">
          <svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M5 12.5l4.5 4.5L19 7.5" />
          </svg>
        </span>
        <h1 className="text-2xl font-bold">Thank you for your order!</h1>
        <p className="text-gray-700">
          Order <strong data-testid="order-number">#{o.number}</strong> is placed.
          {o.estimated_at && !digital && ` ${pickup ? 'Ready for pickup' : 'Expected'} around ${time(o.estimated_at)}.`}
        </p>
        <p className="text-sm text-gray-600">
          {paymentMethodLabel(o.payment_method, o.fulfilment, digital)} · {paymentStatusLabel(o.status, o.payment_status)}
        </p>
      </div>
      {slots.downloads?.(o.id)}
      {slots.orderNews?.()}
      {!digital && (
        <>
          <Link to={`/track-order/${o.id}`} className="rounded-xl bg-brand px-4 py-3 text-center font-semibold text-on-brand">
            Track your order
          </Link>
          <Section title={pickup ? 'Pickup' : 'Delivery'}>
            <Destination address={o.address} branch={o.branch} pickup={pickup} />
          </Section>
        </>
      )}
      <Section title="Items">
        <OrderLines lines={o.lines} />
      </Section>
      <OrderTotalsList order={o} />
      <div className="flex justify-between gap-3 text-sm font-semibold">
        <Link to="/account/my-orders" className="text-brand-ink">
          My orders
        </Link>
        <Link to="/" className="text-brand-ink">
          Continue shopping
        </Link>
      </div>
    </section>
  )
}
