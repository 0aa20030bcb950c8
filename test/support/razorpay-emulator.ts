import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { RazorpayPayment, RazorpayWebhookEvent } from '../../apps/server/src/integrations/razorpay/entities.ts'
import { paymentSignature, webhookSignature } from '../../apps/server/src/integrations/razorpay/signatures.ts'
import { Arrivals } from './message-servers.ts'
import { checkoutScript } from './razorpay-checkout-script.ts'
import { badRequest, DEFAULT_FAILURE, RazorpayApiError, RazorpayLedger, type LedgerEvent, type LedgerRefs } from './razorpay-ledger.ts'

/**
 * A local server that speaks Razorpay well enough for the store's tests (decision 0017):
 * - REST API v1 with basic auth: orders, an order's payments, payments, capture, refunds, in
 *   Razorpay's entity and error shapes (the states and checks are in razorpay-ledger.ts);
 * - GET /v1/checkout.js, a stand-in checkout with Pay, Fail and Close (razorpay-checkout-script.ts),
 *   which talks to POST /v1/emulator/pay and /v1/emulator/fail;
 * - signed webhooks in Razorpay's envelope, sent by sendWebhook() (twice, late, out of order, badly
 *   signed) or automatically on each change when `autoWebhooks` is set;
 * - faults: failNext() answers the next API calls with a 500, never, or a reset connection.
 */

export const RAZORPAY_TEST_KEYS = {
  keyId: 'rzp_test_Emu1atorKey0001',
  keySecret: 'emulator-key-secret-0123456789',
  webhookSecret: 'emulator-webhook-secret-0123',
}

/** The events a store subscribes to in Razorpay's dashboard. */
export const STORE_EVENTS: LedgerEvent[] = ['payment.captured', 'order.paid', 'payment.failed', 'refund.processed']

/** Delivers a webhook some other way than HTTP, e.g. `app.inject` in API tests; answers the status. */
export type WebhookTransport = (body: string, headers: Record<string, string>) => Promise<number>

export interface WebhookTarget {
  /** Where to POST; ignored when `transport` is given. */
  url: string
  secret: string
  transport?: WebhookTransport
}

export interface AutoWebhooks extends WebhookTarget {
  /** Which events are sent (a dashboard subscription); default STORE_EVENTS. */
  events?: LedgerEvent[]
  /** Wait before each delivery, so a browser callback can win or lose the race. */
  delayMs?: number
}

/** One built event: its id (X-Razorpay-Event-Id) and the exact bytes that are signed and sent. */
export interface BuiltEvent {
  id: string
  event: string
  body: string
  envelope: RazorpayWebhookEvent
}

export interface WebhookDelivery {
  id: string
  event: string
  body: string
  signature: string
  /** The receiver's status, or 'failed' when it could not be reached. */
  status: number | 'failed'
}

/** Target (url or transport, and secret) defaults to autoWebhooks'; the secret then to the emulator's webhook secret. */
export interface SendOptions extends Partial<WebhookTarget> {
  delayMs?: number
  /** Deliver the same event (same id, same bytes) twice, as Razorpay's retries do. */
  duplicate?: boolean
  /** Send this X-Razorpay-Signature instead of the right one. */
  signature?: string
}

export type FaultKind = 'error500' | 'timeout' | 'reset'
export interface FaultOptions {
  count?: number
  how?: FaultKind
  /** Which API calls fail, e.g. 'POST /v1/payments/' (a prefix of "METHOD path") or a RegExp; default every call. */
  match?: string | RegExp
}

interface Fault {
  how: FaultKind
  matches: (call: string) => boolean
}

const SERVER_ERROR = {
  code: 'SERVER_ERROR',
  description: 'The server encountered an error. The incident has been reported to admins.',
  source: 'NA',
  step: 'NA',
  reason: 'NA',
  metadata: {},
}

function send(res: http.ServerResponse, status: number, body: unknown, headers: http.OutgoingHttpHeaders = {}): void {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(JSON.stringify(body))
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST',
  'access-control-allow-headers': 'content-type',
}

export class RazorpayEmulator {
  /** Each REST call waits this long (uniformly between the two) before it is handled; none when null. */
  latency: { minMs: number; maxMs: number } | null = null
  readonly ledger: RazorpayLedger
  /** Every API call (not checkout's), in order: e.g. count the captures a race made. */
  readonly requests: { method: string; path: string; body: unknown }[] = []
  /** Every webhook delivery, as it completes; `deliveries.next(d => …)` waits for one. */
  readonly deliveries = new Arrivals<WebhookDelivery>()
  /** When set, every change the store subscribes to is sent here, signed, without being awaited. */
  autoWebhooks: AutoWebhooks | null = null
  readonly accountId = `acc_${randomBytes(7).toString('hex')}`
  private readonly faults: Fault[] = []
  private readonly inFlight = new Set<Promise<unknown>>()
  private server!: http.Server
  url = ''

  constructor(readonly keys = RAZORPAY_TEST_KEYS) {
    this.ledger = new RazorpayLedger((event, refs) => this.changed(event, refs))
  }

  /** Starts on 127.0.0.1 and `port` (a free one by default). */
  async start(port = 0): Promise<this> {
    this.server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        if (!res.headersSent) send(res, 500, { error: { ...SERVER_ERROR, description: String(error) } })
      })
    })
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', resolve)
    })
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
    return this
  }

  get checkoutUrl(): string {
    return `${this.url}/v1/checkout.js`
  }

  /** The environment config.ts reads, for createTestApp({ env }) or a server process. */
  get env(): Record<string, string> {
    return {
      RAZORPAY_KEY_ID: this.keys.keyId,
      RAZORPAY_KEY_SECRET: this.keys.keySecret,
      RAZORPAY_WEBHOOK_SECRET: this.keys.webhookSecret,
      RAZORPAY_API_URL: this.url,
      RAZORPAY_CHECKOUT_URL: this.checkoutUrl,
    }
  }

  get orders() {
    return this.ledger.orders
  }
  get payments() {
    return this.ledger.payments
  }
  get refunds() {
    return this.ledger.refunds
  }

  /** What checkout's Pay does, without a browser: the payment and the answer checkout gives the handler. */
  pay(orderId: string, options: { email?: string; contact?: string; capture?: boolean } = {}) {
    const payment = this.ledger.authorize(orderId, options)
    return { payment, response: this.checkoutAnswer(payment) }
  }

  /** What checkout's Fail does: the failed payment and the `{ error }` checkout hands to 'payment.failed'. */
  fail(orderId: string, error: Partial<typeof DEFAULT_FAILURE> = {}) {
    const { payment, error: body } = this.ledger.fail(orderId, { error })
    return { payment, response: { error: body } }
  }

  /** Captures outside the store's call, as Razorpay's auto-capture or the dashboard would. */
  capture(paymentId: string): RazorpayPayment {
    return this.ledger.captureNow(paymentId)
  }

  /** Captures after `delayMs` (a late auto-capture); resolves with the payment when done. */
  captureLater(paymentId: string, delayMs: number): Promise<RazorpayPayment> {
    return this.track(sleep(delayMs).then(() => this.capture(paymentId)))
  }

  /** The next `count` API calls that match fail as `how` says (default: one 500 on any call). */
  failNext({ count = 1, how = 'error500', match }: FaultOptions = {}): void {
    const matches = (call: string) => (match === undefined ? true : typeof match === 'string' ? call.startsWith(match) : match.test(call))
    for (let i = 0; i < count; i++) this.faults.push({ how, matches })
  }

  /**
   * Razorpay's envelope for `event`, with a snapshot of the entities now (as Razorpay's payloads are):
   * build early and send later for an out-of-date or out-of-order delivery.
   */
  webhookEvent(event: string, refs: LedgerRefs): BuiltEvent {
    const refund = refs.refundId ? this.ledger.refund(refs.refundId) : undefined
    const paymentId = refs.paymentId ?? refund?.payment_id
    const payment = paymentId ? this.ledger.payment(paymentId) : undefined
    const orderId = refs.orderId ?? payment?.order_id ?? undefined
    const order = event.startsWith('order.') && orderId ? this.ledger.order(orderId) : undefined
    const payload: RazorpayWebhookEvent['payload'] = {}
    if (payment) payload.payment = { entity: structuredClone(payment) }
    if (order) payload.order = { entity: structuredClone(order) }
    if (refund) payload.refund = { entity: structuredClone(refund) }
    const envelope: RazorpayWebhookEvent = {
      entity: 'event',
      account_id: this.accountId,
      event,
      contains: (['refund', 'payment', 'order'] as const).filter((k) => payload[k] !== undefined),
      payload,
      created_at: Math.floor(Date.now() / 1000),
    }
    return { id: randomBytes(7).toString('hex'), event, body: JSON.stringify(envelope), envelope }
  }

  /** POSTs the event, signed, to `url` (default: autoWebhooks' target); resolves with what the receiver answered. */
  sendWebhook(event: BuiltEvent, options: SendOptions = {}): Promise<WebhookDelivery[]> {
    const url = options.url ?? this.autoWebhooks?.url
    const secret = options.secret ?? this.autoWebhooks?.secret ?? this.keys.webhookSecret
    const transport = options.transport ?? (options.url === undefined ? this.autoWebhooks?.transport : undefined)
    if (!url && !transport) throw new Error('sendWebhook needs a url or a transport (or autoWebhooks)')
    const headers = this.webhookHeaders(event, options.signature ?? webhookSignature(event.body, secret))
    const post = transport ?? ((body: string, h: Record<string, string>) => this.post(url!, body, h))
    return this.track(
      (async () => {
        if (options.delayMs) await sleep(options.delayMs)
        const sent = [await this.deliver(event, headers, post)]
        if (options.duplicate) sent.push(await this.deliver(event, headers, post))
        return sent
      })(),
    )
  }

  /** Waits for the webhooks and late captures under way. */
  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight])
  }

  async close(): Promise<void> {
    await this.idle()
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise)
    void promise.finally(() => this.inFlight.delete(promise)).catch(() => undefined)
    return promise
  }

  /** The headers Razorpay sends with a webhook (for a test that posts `event.body` itself). */
  webhookHeaders(event: BuiltEvent, signature = webhookSignature(event.body, this.autoWebhooks?.secret ?? this.keys.webhookSecret)) {
    return {
      'content-type': 'application/json',
      'user-agent': 'Razorpay-Webhook/v1',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': event.id,
    }
  }

  private async post(url: string, body: string, headers: Record<string, string>): Promise<number> {
    const response = await fetch(url, { method: 'POST', headers, body, signal: AbortSignal.timeout(5_000) })
    await response.arrayBuffer()
    return response.status
  }

  private async deliver(event: BuiltEvent, headers: Record<string, string>, post: WebhookTransport): Promise<WebhookDelivery> {
    let status: WebhookDelivery['status']
    try {
      status = await post(event.body, headers)
    } catch {
      status = 'failed'
    }
    const signature = headers['x-razorpay-signature']!
    const delivery = { id: event.id, event: event.event, body: event.body, signature, status }
    this.deliveries.push(delivery)
    return delivery
  }

  /** The ledger changed: send the subscribed event, snapshotted now. */
  private changed(event: LedgerEvent, refs: LedgerRefs): void {
    const auto = this.autoWebhooks
    if (!auto || !(auto.events ?? STORE_EVENTS).includes(event)) return
    void this.sendWebhook(this.webhookEvent(event, refs), { ...auto })
  }

  private checkoutAnswer(payment: RazorpayPayment) {
    const orderId = payment.order_id ?? ''
    return {
      razorpay_payment_id: payment.id,
      razorpay_order_id: orderId,
      razorpay_signature: paymentSignature(orderId, payment.id, this.keys.keySecret),
    }
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const method = req.method ?? 'GET'
    const path = new URL(req.url ?? '/', this.url).pathname
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const text = Buffer.concat(chunks).toString('utf8')
    if (path === '/v1/checkout.js' || path.startsWith('/v1/emulator/')) return this.handleCheckout(method, path, text, res)

    let body: unknown
    try {
      body = text === '' ? {} : JSON.parse(text)
    } catch {
      body = text // not JSON: refused below, after the fault and the keys, which Razorpay checks first
    }
    this.requests.push({ method, path, body })
    // A real gateway's round trip: requests overlap in flight, as they do against Razorpay.
    if (this.latency) await sleep(this.latency.minMs + Math.random() * (this.latency.maxMs - this.latency.minMs))
    const fault = this.faults.findIndex((f) => f.matches(`${method} ${path}`))
    if (fault >= 0) {
      const { how } = this.faults.splice(fault, 1)[0]!
      if (how === 'error500') return send(res, 500, { error: SERVER_ERROR })
      if (how === 'reset') return void req.socket.destroy()
      return // 'timeout': never answer; close() ends the connection
    }
    if (req.headers.authorization !== `Basic ${Buffer.from(`${this.keys.keyId}:${this.keys.keySecret}`).toString('base64')}`)
      return send(res, 401, {
        error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed', source: 'NA', step: 'NA', reason: 'NA', metadata: {} },
      })
    try {
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The request body is not valid JSON')
      send(res, 200, this.route(method, path, body as Record<string, unknown>))
    } catch (error) {
      if (!(error instanceof RazorpayApiError)) throw error
      send(res, error.status, { error: error.body })
    }
  }

  private route(method: string, path: string, body: Record<string, unknown>): unknown {
    const ledger = this.ledger
    const id = (m: RegExpExecArray) => decodeURIComponent(m[1]!)
    const routes: [string, RegExp, (m: RegExpExecArray) => unknown][] = [
      ['POST', /^\/v1\/orders$/, () => ledger.createOrder(body)],
      ['GET', /^\/v1\/orders\/([^/]+)$/, (m) => ledger.order(id(m))],
      ['GET', /^\/v1\/orders\/([^/]+)\/payments$/, (m) => collection(ledger.orderPayments(id(m)))],
      ['GET', /^\/v1\/payments\/([^/]+)$/, (m) => ledger.payment(id(m))],
      ['POST', /^\/v1\/payments\/([^/]+)\/capture$/, (m) => ledger.capture(id(m), body)],
      ['POST', /^\/v1\/payments\/([^/]+)\/refund$/, (m) => ledger.refundPayment(id(m), body)],
      ['GET', /^\/v1\/refunds\/([^/]+)$/, (m) => ledger.refund(id(m))],
    ]
    for (const [verb, pattern, answer] of routes) {
      const match = pattern.exec(path)
      if (match && verb === method) return answer(match)
    }
    throw new RazorpayApiError(404, { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' })
  }

  /** Checkout's side: the script, and the two calls its dialog makes (from the store's origin, so CORS). */
  private handleCheckout(method: string, path: string, text: string, res: http.ServerResponse): void {
    if (method === 'OPTIONS') return void res.writeHead(204, { ...CORS, 'access-control-max-age': '600' }).end()
    if (path === '/v1/checkout.js' && method === 'GET') {
      res.writeHead(200, {
        ...CORS,
        'content-type': 'application/javascript; charset=utf-8',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'cross-origin',
        'cache-control': 'no-store',
      })
      return void res.end(checkoutScript(this.url))
    }
    try {
      const body = JSON.parse(text || '{}') as { key?: unknown; order_id?: unknown; email?: string | null; contact?: string | null }
      if (body.key !== this.keys.keyId) throw badRequest('The api key provided is invalid', 'key')
      if (typeof body.order_id !== 'string') throw badRequest('The order id is required', 'order_id')
      const who = { email: body.email ?? undefined, contact: body.contact ?? undefined }
      if (method === 'POST' && path === '/v1/emulator/pay') return send(res, 200, this.pay(body.order_id, who).response, CORS)
      if (method === 'POST' && path === '/v1/emulator/fail')
        return send(res, 200, { error: this.ledger.fail(body.order_id, who).error }, CORS)
      send(res, 404, { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } }, CORS)
    } catch (error) {
      if (error instanceof RazorpayApiError) return send(res, error.status, { error: error.body }, CORS)
      send(res, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'The request body is not valid JSON' } }, CORS)
    }
  }
}

function collection<T>(items: T[]) {
  return { entity: 'collection', count: items.length, items }
}

/** Starts an emulator; `autoWebhooks` sends every subscribed change to the store as it happens. */
export async function startRazorpayEmulator(options: { keys?: typeof RAZORPAY_TEST_KEYS; autoWebhooks?: AutoWebhooks } = {}) {
  const emulator = await new RazorpayEmulator(options.keys).start()
  emulator.autoWebhooks = options.autoWebhooks ?? null
  return emulator
}
