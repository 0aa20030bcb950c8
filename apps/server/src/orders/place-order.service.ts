import { randomBytes } from 'node:crypto'
import type { OnlinePayment, PlaceOrderBody } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { AddressesService } from '../addresses/service.ts'
import type { BranchesService } from '../branches/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { CartService } from '../cart/service.ts'
import type { StockService } from '../catalogue/stock.service.ts'
import type { RazorpayConfig } from '../config.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { ConflictError, InputError, UnavailableError } from '../http/errors.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { StoreService } from '../store/service.ts'
import type { WalletService } from '../wallet/service.ts'
import type { IdempotencyRepository } from './idempotency.repository.ts'
import { KeyTaken, PlaceOrderKeys, type PlaceAnswer } from './idempotency.ts'
import { confirmationMessage, recipientOf, trackingLink } from './mails.ts'
import type { OrderLifecycleService } from './lifecycle.service.ts'
import type { PaymentPort } from './payment-port.ts'
import { PaymentStart } from './payment-start.ts'
import { assertUnchanged, deliveryAddress, orderingBranch, walletUse } from './place-order.checks.ts'
import { orderLines, orderRecord, takeStock, useOffer } from './place-order.steps.ts'
import type { ReorderService } from './reorder.service.ts'
import type { OrderLineRow, OrdersRepository } from './repository.ts'
import { toOrder } from './view.ts'

export interface PlaceOrderDeps {
  work: UnitOfWork
  orders: OrdersRepository
  keys: IdempotencyRepository
  lifecycle: OrderLifecycleService
  reorder: ReorderService
  cart: CartService
  branches: BranchesService
  addresses: AddressesService
  accounts: AccountsService
  store: StoreService
  discounts: DiscountsService
  wallet: WalletService
  stock: StockService
  outbox: Outbox
  versions: CacheVersions
  /** null: online payment is off (no Razorpay keys, or no gateway wired). */
  payments: { port: PaymentPort; razorpay: RazorpayConfig } | null
}

export interface PlaceOrderRequest {
  userId: number
  branchId: number
  body: PlaceOrderBody
  key: string | undefined
  /** The store's public address for this request (http/public-origin.ts): the base of the order's links, kept on the order. */
  origin: string
}

/**
 * Told in the order's transaction once the order and its lines are written and numbered, so what the
 * order brings with it commits or rolls back
 * with the order. The container adds them.
 */
export type PlacedListener = (trx: Tx, order: PlacedOrder) => Promise<void>

/** The order as written, for listeners: its lines as stored (with their ids). */
export interface PlacedOrder {
  id: number
  public_id: string
  user_id: number
  origin: string
  lines: OrderLineRow[]
}

/**
 * Places the cart as an order (decision 0018): everything that must hold — the lines as
 * priced, stock, the offer's use, the wallet, the order and its mail, clearing the cart — in one
 * transaction, so any failure leaves nothing changed. Reads (cart pricing, address, branch) come
 * first: on SQLite a read waiting for the one connection inside a transaction would wait for ever.
 * The Idempotency-Key is idempotency.ts's, the checks before the transaction place-order.checks.ts's,
 * its steps place-order.steps.ts's, and an online order's payment payment-start.ts's.
 */
export class PlaceOrderService {
  private readonly placedListeners: PlacedListener[] = []
  private readonly keys: PlaceOrderKeys
  private readonly payment: PaymentStart | null

  constructor(private readonly deps: PlaceOrderDeps) {
    this.keys = new PlaceOrderKeys(deps.keys)
    this.payment = deps.payments && new PaymentStart({ ...deps, payments: deps.payments })
  }

  onPlaced(listener: PlacedListener): void {
    this.placedListeners.push(listener)
  }

  get onlinePayment(): boolean {
    return this.payment !== null
  }

  async place(request: PlaceOrderRequest): Promise<PlaceAnswer> {
    const { key, hash } = this.keys.check(request.key, request.branchId, request.body)
    const resume = (orderId: number) => this.resumeOnline(orderId, request.userId)
    const prior = await this.keys.find(request.userId, key)
    if (prior) return this.keys.replay(prior, hash, resume)
    try {
      return await this.placeNew(request, key, hash)
    } catch (error) {
      // A parallel call with this key may have committed while this one read the cart (then empty):
      // its answer is this call's answer too.
      const first = await this.keys.find(request.userId, key)
      if (first && (error instanceof KeyTaken || error instanceof InputError || error instanceof ConflictError)) {
        return this.keys.replay(first, hash, resume)
      }
      throw error
    }
  }

  private async placeNew(request: PlaceOrderRequest, key: string, requestHash: string): Promise<PlaceAnswer> {
    const { userId, body } = request
    const owner = `user:${userId}`
    const branchId = await this.deps.branches.idOrThrow(request.branchId)
    const settings = await this.deps.store.checkoutSettings()
    if (body.payment_method === 'online' && !this.payment) {
      throw new InputError('Online payment is not available', [{ path: 'payment_method', message: 'online payment is off' }])
    }
    const branch = await orderingBranch(this.deps.branches, branchId, body, settings)
    const delivery = body.fulfilment === 'delivery' && !settings.digital
    const address = delivery ? await deliveryAddress(this.deps, userId, branchId, body.address_id) : null
    const shopper = await this.deps.accounts.details(userId)
    const { cart, offer } = await this.deps.cart.forCheckout(owner, branchId, body.fulfilment)
    assertUnchanged(cart, body.expected_total)
    const wallet = await walletUse(this.deps.wallet, userId, body, cart.total)
    const amountDue = cart.total - wallet
    const paymentStatus = amountDue === 0 || body.payment_method === 'wallet' ? 'paid' : 'pending'
    const paymentMethod = amountDue === 0 && body.payment_method === 'online' ? 'wallet' : body.payment_method
    const publicId = randomBytes(16).toString('base64url') // 128 random bits
    const now = new Date().toISOString()
    const { id, name, address: branchAddress, phone, delivery_minutes } = branch
    const snapshot = { id, name, address: branchAddress, phone, delivery_minutes }
    const link = trackingLink(request.origin, publicId)
    const lines = cart.cartItems
    let versionsMoved = false
    const placed = await this.deps.work
      .run(async (trx) => {
        if (!(await this.deps.keys.claim(trx, userId, key, requestHash))) throw new KeyTaken()
        // The shopper's other orders wait for this one: its offer's per-shopper conditions hold (decision 0042).
        await this.deps.orders.holdShopperOrders(trx, owner)
        // First the cart: a second order of the same cart stops here, before it waits on stock or the wallet.
        if (!(await this.deps.cart.takeLinesForOrder(trx, cart.cartDetails.id!, lines))) {
          throw new ConflictError('Your cart changed while the order was being placed. Check it and try again', {})
        }
        const sources = await takeStock(this.deps.stock, trx, branchId, lines)
        const couponCode = offer ? await useOffer(this.deps, trx, offer, owner) : null
        versionsMoved = offer !== null || [...sources.values()].some((s) => s.soldOut)
        const facts = {
          publicId,
          linkBase: request.origin,
          owner,
          userId,
          branchId,
          body,
          paymentMethod,
          paymentStatus,
          address,
          branch: snapshot,
          couponCode,
          now,
        }
        // The number before the row, which carries it: SQLite runs one write transaction at a time anyway,
        // and PostgreSQL's sequence locks nothing (decision 0018).
        const number = await this.deps.orders.nextNumber(trx)
        const record = { ...orderRecord(cart, { ...facts, walletUse: wallet }), number }
        const written = await this.deps.orders.insert(trx, record, orderLines(lines, sources))
        const orderId = written.row.id
        if (wallet > 0) await this.deps.wallet.debit(trx, userId, wallet, 'Paid towards an order', { type: 'order', id: publicId })
        const placedEvent = await this.deps.orders.addEvent(trx, orderId, 'placed', 'Order placed', now)
        for (const listener of this.placedListeners) {
          await listener(trx, { id: orderId, public_id: publicId, user_id: userId, origin: request.origin, lines: written.lines })
        }
        // Built from the rows as written, which is what reading them back would answer (decision 0029).
        const order = toOrder(written.row, written.lines, [placedEvent], settings.cancelWindowMinutes)
        const recipient = recipientOf(shopper) // the e-mail, else the phone (decision 0033)
        if (recipient) {
          await this.deps.outbox.add(
            trx,
            confirmationMessage(order, { ...recipient, storeName: settings.storeName, money: settings.money, link }),
          )
        }
        // An online order's answer is complete once the gateway's order exists (below).
        const complete = paymentStatus !== 'pending' || paymentMethod !== 'online'
        await this.deps.keys.setOrder(trx, userId, key, orderId, complete ? { statusCode: 201, response: JSON.stringify({ order }) } : null)
        return { orderId, order }
      })
      .catch(async (error: unknown) => {
        // A refusal inside the transaction answers with the cart as it is now, so the screen shows what changed.
        if (error instanceof ConflictError)
          throw new ConflictError(error.message, { cart: (await this.deps.cart.forCheckout(owner, branchId, body.fulfilment)).cart })
        throw error
      })
    if (versionsMoved) this.deps.versions.invalidate()
    this.deps.outbox.wake()
    if (paymentMethod !== 'online' || paymentStatus !== 'pending') return { status: 201, answer: { order: placed.order } }
    let payment: OnlinePayment
    try {
      payment = await this.payment!.start(
        { orderId: placed.orderId, number: placed.order.number, amount: amountDue, owner, branchId },
        settings,
        shopper,
      )
    } catch (error) {
      if (error instanceof UnavailableError) await this.deps.keys.setAnswer(userId, key, 502, JSON.stringify({ message: error.message }))
      throw error
    }
    const answer = { order: placed.order, payment }
    await this.deps.keys.setAnswer(userId, key, 201, JSON.stringify(answer))
    return { status: 201, answer }
  }

  /** A replay of an online order whose gateway order the first call is still making: answered from the order. */
  private async resumeOnline(orderId: number, userId: number): Promise<PlaceAnswer> {
    const settings = await this.deps.store.checkoutSettings()
    const order = await this.deps.lifecycle.viewById(orderId, settings.cancelWindowMinutes)
    const shopper = await this.deps.accounts.details(userId)
    const payment = await this.payment!.start(
      { orderId, number: order.number, amount: order.totals.amount_due, owner: `user:${userId}`, branchId: order.branch.id },
      settings,
      shopper,
    )
    return { status: 201, answer: { order, payment } }
  }
}
