import TrackOrderPage from '../../features/orders/TrackOrderPage.tsx'
import { OrdersSlotsProvider, type OrdersSlots } from '../../features/orders/slots.tsx'
import { keepCart } from '../../features/cart/store-slice.ts'
import { OrderNewsOptIn } from '../../features/push/OrderNewsOptIn.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** Tracking offers order notifications on this device (decision 0062). */
const slots: OrdersSlots = { keepCart, orderNews: () => <OrderNewsOptIn /> }

export const handle: ScreenHandle = { name: 'Track your order' }

/** /track-order/{id}, composed with the opt-in; a route module of its own, off the home page. */
export default function TrackOrderScreen() {
  return (
    <OrdersSlotsProvider value={slots}>
      <TrackOrderPage />
    </OrdersSlotsProvider>
  )
}
