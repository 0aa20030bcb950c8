import type { OnlinePayment } from '@store/core'

/** What Razorpay's checkout hands the handler after a payment (signed with the store's key secret). */
export interface RazorpayAnswer {
  razorpay_payment_id: string
  razorpay_order_id: string
  razorpay_signature: string
}

interface RazorpayFailure {
  error?: { description?: string }
}

interface RazorpayCheckout {
  open(): void
  close(): void
  on(event: 'payment.failed', callback: (answer: RazorpayFailure) => void): void
}

declare global {
  interface Window {
    Razorpay?: new (options: object) => RazorpayCheckout
  }
}

let loading: Promise<void> | null = null

/**
 * Loads checkout.js from the URL the server gives (RAZORPAY_CHECKOUT_URL) with one script
 * element, once; a failed load may be tried again. The page's CSP allows that origin only when the
 * store has Razorpay keys (http/security-headers.ts).
 */
export function loadCheckoutJs(url: string): Promise<void> {
  if (window.Razorpay) return Promise.resolve()
  loading ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script')
    script.src = url
    script.async = true
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      loading = null
      reject(new Error('The payment window could not be loaded. Check your connection and try again.'))
    }
    document.head.append(script)
  })
  return loading
}

export interface CheckoutEvents {
  paid(answer: RazorpayAnswer): void
  failed(description: string): void
  dismissed(): void
}

/** Opens Razorpay's checkout for the order's Razorpay order, with the fields place-order answered. */
export async function openRazorpay(payment: OnlinePayment, events: CheckoutEvents): Promise<RazorpayCheckout> {
  await loadCheckoutJs(payment.checkout_url)
  if (!window.Razorpay) throw new Error('The payment window did not start. Try again.')
  const checkout = new window.Razorpay({
    key: payment.key_id,
    order_id: payment.razorpay_order_id,
    amount: payment.amount,
    currency: payment.currency,
    name: payment.name,
    prefill: payment.prefill,
    handler: (answer: RazorpayAnswer) => events.paid(answer),
    modal: { ondismiss: () => events.dismissed() },
  })
  checkout.on('payment.failed', (answer) => {
    // Our screen says what happened and offers the next step; Razorpay's own dialog is closed for it.
    checkout.close()
    events.failed(answer.error?.description ?? 'The payment did not go through.')
  })
  checkout.open()
  return checkout
}
