/** How an order is paid, in words: "cash", "partially refunded" (the board's card and the order's page). */
export function paymentWords(order: { payment_method: string; payment_status: string }): { method: string; status: string } {
  return { method: order.payment_method === 'cod' ? 'cash' : order.payment_method, status: order.payment_status.replaceAll('_', ' ') }
}
