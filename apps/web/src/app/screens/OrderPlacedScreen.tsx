import OrderPlacedPage from '../../features/orders/OrderPlacedPage.tsx'
import { OrdersSlotsProvider, type OrdersSlots } from '../../features/orders/slots.tsx'
import { keepCart } from '../../features/cart/store-slice.ts'
import { OrderDownloads } from '../../features/downloads/OrderDownloads.tsx'

/** The order's files once it is paid (decision 0024), beside the cart the orders' slots always carry. */
const slots: OrdersSlots = { keepCart, downloads: (orderId) => <OrderDownloads orderId={orderId} /> }

/** /order-placed/{id}, composed with the downloads; a route module of its own, off the home page. */
export default function OrderPlacedScreen() {
  return (
    <OrdersSlotsProvider value={slots}>
      <OrderPlacedPage />
    </OrdersSlotsProvider>
  )
}
