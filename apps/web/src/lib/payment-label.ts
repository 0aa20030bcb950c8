import type { Fulfilment, OrderStatus, PaymentMethod, PaymentStatus } from '@store/core'

/**
 * How a way of paying reads, wherever it is shown: the checkout's choice, the order-placed page and
 * the order detail. Cash is paid at the counter for a pickup; a
 * digital store delivers nothing (spec §1), so its cash is not "on delivery" (decision 0024: a bank
 * transfer or cash at the counter, recorded by the owner). `digital` is setting store_type === 'digital'.
 */
export function paymentMethodLabel(method: PaymentMethod, fulfilment: Fulfilment, digital: boolean): string {
  if (method === 'cod') return digital ? 'Pay in cash' : fulfilment === 'pickup' ? 'Pay at pickup' : 'Cash on delivery'
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
 * (decision 0025), so it does not read "Payment pending".
 */
export function paymentStatusLabel(status: OrderStatus, paymentStatus: PaymentStatus): string {
  if (status === 'cancelled' && (paymentStatus === 'pending' || paymentStatus === 'failed')) return 'No payment taken'
  return PAYMENT_STATUS_LABELS[paymentStatus]
}
