import OrderDetailPage from '../../features/orders/OrderDetailPage.tsx'
import { OrdersSlotsProvider, type OrdersSlots } from '../../features/orders/slots.tsx'
import { keepCart } from '../../features/cart/store-slice.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** Re-order answers with the cart, which the cart feature keeps (decision 0013: features meet only in app/). */
const slots: OrdersSlots = { keepCart }

export const handle: ScreenHandle = { name: 'Your order' }

/** /account/my-orders/{id}, composed with the cart's store; a route module of its own, off the home page. */
export default function OrderDetailScreen() {
  return (
    <OrdersSlotsProvider value={slots}>
      <OrderDetailPage />
    </OrdersSlotsProvider>
  )
}
