import type { ProcessPaymentBody } from '@store/core'
import { api } from '../../../lib/api.ts'

/** Razorpay's checkout answered; the server checks the signature and the payment, then marks the order paid. */
export const processPayment = (body: ProcessPaymentBody) => api('POST /api/razorpay/process-payment', { body }).then((r) => r.order)
