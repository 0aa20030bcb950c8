import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * Razorpay's two signatures (decision 0017), both hex HMAC-SHA256:
 * - checkout's answer: over `${razorpay_order_id}|${razorpay_payment_id}`, keyed with the key secret;
 * - a webhook: over the raw request body, byte for byte, keyed with that webhook's secret.
 * The checks never throw on bad input (a missing header, a non-hex string): they answer false.
 */

const HEX_SHA256 = /^[0-9a-f]{64}$/i

function hmacHex(secret: string, data: string | Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex')
}

/** Compares in constant time; the format check first, so both buffers are 32 bytes when they meet. */
function sameSignature(expectedHex: string, given: unknown): boolean {
  if (typeof given !== 'string' || !HEX_SHA256.test(given)) return false
  const a = Buffer.from(expectedHex, 'hex')
  const b = Buffer.from(given.toLowerCase(), 'hex')
  return a.length === b.length && timingSafeEqual(a, b)
}

/** What checkout hands the browser as razorpay_signature (the emulator signs with this too). */
export function paymentSignature(orderId: string, paymentId: string, keySecret: string): string {
  return hmacHex(keySecret, `${orderId}|${paymentId}`)
}

/**
 * True when `signature` is checkout's signature for this order and payment. `orderId` must be the
 * Razorpay order id the server stored when it created the order, never one taken from the request:
 * otherwise a signature for a cheaper order of the same shopper would pay this one.
 */
export function verifyPaymentSignature(orderId: string, paymentId: string, signature: unknown, keySecret: string): boolean {
  if (!orderId || !paymentId || !keySecret) return false
  return sameSignature(paymentSignature(orderId, paymentId, keySecret), signature)
}

/** X-Razorpay-Signature for a webhook body (the emulator signs with this). */
export function webhookSignature(rawBody: Buffer | string, webhookSecret: string): string {
  return hmacHex(webhookSecret, rawBody)
}

/**
 * True when `signature` (the X-Razorpay-Signature header) signs exactly these bytes. Pass the raw
 * body as received: parsed and re-serialised JSON can differ in spacing or key order and fail.
 */
export function verifyWebhookSignature(rawBody: Buffer | string, signature: unknown, webhookSecret: string): boolean {
  if (!webhookSecret || (typeof rawBody !== 'string' && !Buffer.isBuffer(rawBody))) return false
  return sameSignature(webhookSignature(rawBody, webhookSecret), signature)
}
