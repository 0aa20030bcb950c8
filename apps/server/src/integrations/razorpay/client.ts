import type { RazorpayConfig } from '../../config.ts'
import { UnavailableError } from '../../http/errors.ts'
import { OUTSIDE_CALL_TIMEOUT_MS } from '../mail.ts'
import type { RazorpayCollection, RazorpayErrorBody, RazorpayOrder, RazorpayPayment, RazorpayRefund } from './entities.ts'

export interface CreateOrderInput {
  /** Minor units (paise); Razorpay's minimum is 100 for INR. */
  amount: number
  currency: string
  /** Our reference, at most 40 characters (Razorpay's limit): the store's order id. */
  receipt: string
  /** At most 15 keys, values at most 256 characters. */
  notes?: Record<string, string>
  /** Capture on authorisation. Off by default: the store captures after checking the amount. */
  paymentCapture?: boolean
}

export interface RefundInput {
  /** Minor units; omitted: whatever is left to refund. */
  amount?: number
  notes?: Record<string, string>
  /** Our reference for the refund, at most 40 characters. */
  receipt?: string
}

/**
 * What the store needs from a payment gateway. Each call either answers Razorpay's entity or throws:
 * `RazorpayError` when Razorpay refused the call (its code and description), `UnavailableError(502)`
 * when it could not be reached, timed out or failed on its side; a retry may then succeed.
 */
export interface PaymentGateway {
  createOrder(input: CreateOrderInput): Promise<RazorpayOrder>
  fetchOrder(orderId: string): Promise<RazorpayOrder>
  fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]>
  fetchPayment(paymentId: string): Promise<RazorpayPayment>
  /** authorized → captured; `amount` must equal the authorised amount. Capturing twice is a RazorpayError. */
  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment>
  /** A normal-speed refund of a captured payment, full or partial. */
  refundPayment(paymentId: string, input?: RefundInput): Promise<RazorpayRefund>
  fetchRefund(refundId: string): Promise<RazorpayRefund>
}

/**
 * Razorpay answered with its error shape: the call was understood and refused (bad input, a state
 * that does not allow it, bad keys). `httpStatus` is Razorpay's status, deliberately not named
 * `statusCode`: the app's error handler must not pass Razorpay's 400 on to the shopper as ours.
 */
export class RazorpayError extends Error {
  readonly code: string
  readonly description: string
  readonly field: string | null
  readonly reason: string | null

  constructor(
    readonly httpStatus: number,
    readonly body: RazorpayErrorBody,
  ) {
    super(`Razorpay answered ${httpStatus} ${body.code}: ${body.description}`)
    this.code = body.code
    this.description = body.description
    this.field = body.field ?? null
    this.reason = body.reason ?? null
  }

  /** The key id or secret is wrong: an owner's configuration problem, not the shopper's. */
  get isAuthenticationFailure(): boolean {
    return this.httpStatus === 401
  }
}

const UNAVAILABLE = 'Online payment is not answering right now. Please try again in a minute, or choose another way to pay.'

function isErrorBody(value: unknown): value is { error: RazorpayErrorBody } {
  const error = (value as { error?: unknown } | null)?.error as Partial<RazorpayErrorBody> | undefined
  return typeof error === 'object' && error !== null && typeof error.code === 'string' && typeof error.description === 'string'
}

/**
 * Razorpay's REST API v1 over fetch: HTTP Basic with the key id and secret, JSON bodies. The official
 * SDK is not used: its base URL cannot be changed, so tests could not point it at the emulator
 * (decision 0017).
 */
export class RazorpayClient implements PaymentGateway {
  private readonly authorization: string
  private readonly timeoutMs: number

  constructor(
    private readonly config: Pick<RazorpayConfig, 'keyId' | 'keySecret' | 'apiUrl'>,
    options: { timeoutMs?: number } = {},
  ) {
    this.authorization = `Basic ${Buffer.from(`${config.keyId}:${config.keySecret}`).toString('base64')}`
    this.timeoutMs = options.timeoutMs ?? OUTSIDE_CALL_TIMEOUT_MS
  }

  createOrder(input: CreateOrderInput): Promise<RazorpayOrder> {
    const body: Record<string, unknown> = { amount: input.amount, currency: input.currency, receipt: input.receipt }
    if (input.notes) body.notes = input.notes
    if (input.paymentCapture !== undefined) body.payment_capture = input.paymentCapture
    return this.call('POST', '/v1/orders', body)
  }

  fetchOrder(orderId: string): Promise<RazorpayOrder> {
    return this.call('GET', `/v1/orders/${encodeURIComponent(orderId)}`)
  }

  async fetchOrderPayments(orderId: string): Promise<RazorpayPayment[]> {
    const page = await this.call<RazorpayCollection<RazorpayPayment>>('GET', `/v1/orders/${encodeURIComponent(orderId)}/payments`)
    return page.items
  }

  fetchPayment(paymentId: string): Promise<RazorpayPayment> {
    return this.call('GET', `/v1/payments/${encodeURIComponent(paymentId)}`)
  }

  capturePayment(paymentId: string, amount: number, currency: string): Promise<RazorpayPayment> {
    return this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/capture`, { amount, currency })
  }

  refundPayment(paymentId: string, input: RefundInput = {}): Promise<RazorpayRefund> {
    const body: Record<string, unknown> = { speed: 'normal' }
    if (input.amount !== undefined) body.amount = input.amount
    if (input.notes) body.notes = input.notes
    if (input.receipt) body.receipt = input.receipt
    return this.call('POST', `/v1/payments/${encodeURIComponent(paymentId)}/refund`, body)
  }

  fetchRefund(refundId: string): Promise<RazorpayRefund> {
    return this.call('GET', `/v1/refunds/${encodeURIComponent(refundId)}`)
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let response: Response
    let text: string
    try {
      response = await fetch(`${this.config.apiUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      })
      text = await response.text()
    } catch (error) {
      // Refused, reset, DNS or our timeout: Razorpay's state is unknown, so a caller re-reads before acting again.
      throw new UnavailableError(502, UNAVAILABLE, new Error(`Razorpay ${method} ${path} failed`, { cause: error }))
    }
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    if (response.ok && parsed !== undefined) return parsed as T
    if (response.status < 500 && isErrorBody(parsed)) throw new RazorpayError(response.status, parsed.error)
    // 5xx, or an answer that is not Razorpay's (a proxy's page): the cause keeps the start of it for the log.
    throw new UnavailableError(502, UNAVAILABLE, new Error(`Razorpay ${method} ${path} answered ${response.status}: ${text.slice(0, 200)}`))
  }
}
