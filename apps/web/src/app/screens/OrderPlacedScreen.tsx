import OrderPlacedPage from '../../features/orders/OrderPlacedPage.tsx'
import { OrdersSlotsProvider, type OrdersSlots } from '../../features/orders/slots.tsx'
import { keepCart } from '../../features/cart/store-slice.ts'
import { OrderDownloads } from '../../features/downloads/OrderDownloads.tsx'
import { OrderNewsOptIn } from '../../features/push/OrderNewsOptIn.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/**
 * The order's files once it is paid (decision 0024) and the opt-in to order notifications (decision
 * 0062), beside the cart the orders' slots always carry.
 */
const slots: OrdersSlots = {
  keepCart,
  downloads: (orderId) => <OrderDownloads orderId={orderId} />,
  orderNews: () => <OrderNewsOptIn />,
}

export const handle: ScreenHandle = { name: 'Order placed' }

/** /order-placed/{id}, composed with the downloads; a route module of its own, off the home page. */
export default function OrderPlacedScreen() {
  return (
    <OrdersSlotsProvider value={slots}>
      <OrderPlacedPage />
    </OrdersSlotsProvider>
  )
}
