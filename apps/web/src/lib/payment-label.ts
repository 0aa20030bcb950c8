import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '@store/core'

/**
 * How a way of paying reads, wherever it is shown: the checkout's choice, the order-placed page and
 * the order detail (issue 10: one name for one thing). Cash is paid at the counter for a pickup.
 */
export function paymentMethodLabel(method: PaymentMethod, fulfilment: Fulfilment): string {
  if (method === 'cod') return fulfilment === 'pickup' ? 'Pay at pickup' : 'Cash on delivery'
  return method === 'online' ? 'Online payment' : 'Wallet'
}

const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  pending: 'Payment pending',
  paid: 'Paid',
  failed: 'Payment failed',
  refunded: 'Refunded',
  partially_refunded: 'Partly refunded',
}

/**
 * A cancelled order that was never paid waits for no payment: 'pending' there means none was taken
 * (issue 10, decision 0025), so it does not read "Payment pending".
 */
export function paymentStatusLabel(status: OrderStatus, paymentStatus: PaymentStatus): string {
  if (status === 'cancelled' && (paymentStatus === 'pending' || paymentStatus === 'failed')) return 'No payment taken'
  return PAYMENT_STATUS_LABELS[paymentStatus]
}
