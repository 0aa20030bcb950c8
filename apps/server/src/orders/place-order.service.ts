import { createHash, randomBytes } from 'node:crypto'
import type { Cart, OnlinePayment, PlacedOrder, PlaceOrderBody } from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { AddressesService } from '../addresses/service.ts'
import type { BranchesService } from '../branches/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { CartService, CheckoutOffer } from '../cart/service.ts'
import type { StockService, StockSource } from '../catalogue/stock.service.ts'
import type { RazorpayConfig } from '../config.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import type { DiscountsService } from '../discounts/service.ts'
import { ConflictError, InputError, UnavailableError } from '../http/errors.ts'
import type { Outbox } from '../outbox/outbox.ts'
import type { CheckoutSettings, StoreService } from '../store/service.ts'
import type { WalletService } from '../wallet/service.ts'
import type { IdempotencyRepository, IdempotencyRow } from './idempotency.repository.ts'
import { confirmationMail, trackingLink } from './mails.ts'
import type { OrderLifecycleService } from './lifecycle.service.ts'
import type { PaymentPort } from './payment-port.ts'
import type { ReorderService } from './reorder.service.ts'
import type { OrdersRepository } from './repository.ts'
import type { BranchSnapshot } from './view.ts'

/** issue 10: 8–100 characters a header can carry safely (UUIDs, ULIDs, base64url). */
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/
const KEY_TTL_MS = 24 * 3_600_000
const PRUNE_EVERY_MS = 60_000
const FIRST_ITEMS = 3

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
  publicUrl: string | null
}

export interface PlaceOrderRequest {
  userId: number
  branchId: number
  body: PlaceOrderBody
  key: string | undefined
  /** The origin the request came to: the tracking link's base when PUBLIC_URL is not set. */
  origin: string
}

/**
 * Told in the order's transaction once the order and its lines are written and numbered, so what the
 * order brings with it (issue 11: the download links of a digital order's lines) commits or rolls back
 * with the order. The container adds them.
 */
export type PlacedListener = (trx: Tx, order: { id: number; user_id: number; origin: string }) => Promise<void>

/** A parallel call with the same key committed first: answer what it answered. */
class KeyTaken extends Error {}

/**
 * Places the cart as an order (issue 10, decision 0018): everything that must hold — the lines as
 * priced, stock, the offer's use, the wallet, the order and its mail, clearing the cart — in one
 * transaction, so any failure leaves nothing changed. Reads (cart pricing, address, branch) come
 * first: on SQLite a read waiting for the one connection inside a transaction would wait for ever.
 */
export class PlaceOrderService {
  private lastPrune = 0
  private readonly placedListeners: PlacedListener[] = []

  constructor(private readonly deps: PlaceOrderDeps) {}

  onPlaced(listener: PlacedListener): void {
    this.placedListeners.push(listener)
  }

  get onlinePayment(): boolean {
    return this.deps.payments !== null
  }

  async place(request: PlaceOrderRequest): Promise<{ status: number; answer: PlacedOrder }> {
    const { userId, body } = request
    const key = request.key
    if (key === undefined || !KEY_PATTERN.test(key)) {
      throw new InputError('An Idempotency-Key header of 8 to 100 letters, digits, _ . : or - is needed to place an order', [
        { path: 'headers/idempotency-key', message: 'must be 8 to 100 safe characters' },
      ])
    }
    const requestHash = createHash('sha256')
      .update(JSON.stringify([request.branchId, canonical(body)]))
      .digest('hex')
    await this.pruneKeys()
    const prior = await this.deps.keys.find(userId, key)
    if (prior) return this.replay(prior, requestHash, request)
    try {
      return await this.placeNew(request, key, requestHash)
    } catch (error) {
      // A parallel call with this key may have committed while this one read the cart (then empty):
      // its answer is this call's answer too.
      const first = await this.deps.keys.find(userId, key)
      if (first && (error instanceof KeyTaken || error instanceof InputError || error instanceof ConflictError)) {
        return this.replay(first, requestHash, request)
      }
      throw error
    }
  }

  private async placeNew(request: PlaceOrderRequest, key: string, requestHash: string): Promise<{ status: number; answer: PlacedOrder }> {
    const { userId, body } = request
    const owner = `user:${userId}`
    const branchId = await this.deps.branches.idOrThrow(request.branchId)
    const settings = await this.deps.store.checkoutSettings()
    if (body.payment_method === 'online' && !this.deps.payments) {
      throw new InputError('Online payment is not available', [{ path: 'payment_method', message: 'online payment is off' }])
    }
    const branch = await this.deps.branches.forOrder(branchId)
    if (!branch) throw new InputError('This store has no branch to order from yet')
    if (!branch.is_open) throw new InputError(`${branch.name} is not taking orders right now`)
    const delivery = body.fulfilment === 'delivery' && !settings.digital
    if (body.fulfilment === 'pickup' && !settings.digital && !branch.offers_pickup) {
      throw new InputError(`${branch.name} does not offer pickup`, [{ path: 'fulfilment', message: 'pickup is not offered here' }])
    }
    const address = delivery ? await this.deliveryAddress(userId, branchId, body.address_id) : null
    const shopper = await this.deps.accounts.details(userId)
    const { cart, offer } = await this.deps.cart.forCheckout(owner, branchId, body.fulfilment)
    this.assertUnchanged(cart, body.expected_total)
    const walletUse = await this.walletUse(userId, body, cart.total)
    const amountDue = cart.total - walletUse
    const paymentStatus = amountDue === 0 || body.payment_method === 'wallet' ? 'paid' : 'pending'
    const paymentMethod = amountDue === 0 && body.payment_method === 'online' ? 'wallet' : body.payment_method
    const publicId = randomBytes(16).toString('base64url') // 128 random bits (issue 10: ≥ 96)
    const now = new Date().toISOString()
    const snapshot: BranchSnapshot = {
      id: branch.id,
      name: branch.name,
      address: branch.address,
      phone: branch.phone,
      delivery_minutes: branch.delivery_minutes,
    }
    const link = trackingLink(this.deps.publicUrl ?? request.origin, publicId)
    const lines = cart.cartItems
    let versionsMoved = false
    const placed = await this.deps.work
      .run(async (trx) => {
        if (!(await this.deps.keys.claim(trx, userId, key, requestHash))) throw new KeyTaken()
        // First the cart: a second order of the same cart stops here, before it waits on stock or the wallet.
        if (!(await this.deps.cart.takeLinesForOrder(trx, cart.cartDetails.id!, lines))) {
          throw new ConflictError('Your cart changed while the order was being placed. Check it and try again', {})
        }
        const sources = await this.takeStock(trx, branchId, lines)
        const couponCode = offer ? await this.useOffer(trx, offer, owner) : null
        versionsMoved = offer !== null || [...sources.values()].some((s) => s.soldOut)
        const orderId = await this.deps.orders.insert(
          trx,
          {
            public_id: publicId,
            owner_key: owner,
            user_id: userId,
            branch_id: branchId,
            status: 'placed',
            fulfilment: body.fulfilment,
            payment_method: paymentMethod,
            payment_status: paymentStatus,
            address: address && JSON.stringify(address),
            branch: JSON.stringify(snapshot),
            coupon_code: couponCode,
            subtotal: cart.subtotal,
            product_price_discount: cart.product_price_discount,
            order_discount_amount: cart.order_discount_amount,
            shipping_discount_amount: cart.shipping_discount_amount,
            delivery_charge: cart.delivery_charge,
            tax_amount: cart.tax_amount,
            fees_total: cart.applied_additional_fees.reduce((s, f) => s + f.amount, 0),
            total: cart.total,
            wallet_used: walletUse,
            item_count: cart.cartDetails.item_count,
            first_items: JSON.stringify(lines.slice(0, FIRST_ITEMS).map((l) => l.name)),
            notes: body.notes?.trim() || null,
            placed_at: now,
            created_at: now,
          },
          lines.map((l) => ({
            product_id: l.product_id,
            name: l.name,
            slug: l.slug,
            image: l.image && JSON.stringify(l.image),
            options: JSON.stringify(l.options),
            selected_attributes: JSON.stringify(l.selectedAttributes),
            selected_multi_attributes: JSON.stringify(l.selectedMultiAttributes),
            unit_price: l.unit_price,
            quantity: l.quantity,
            line_total: l.line_total,
            stock_source: sources.get(l.product_id)?.source ?? null,
          })),
        )
        if (walletUse > 0) await this.deps.wallet.debit(trx, userId, walletUse, 'Paid towards an order', { type: 'order', id: publicId })
        await this.deps.orders.addEvent(trx, orderId, 'placed', 'Order placed', now)
        // The counter's row is locked until commit, so it is taken last (decision 0018).
        await this.deps.orders.setNumber(trx, orderId, await this.deps.orders.nextNumber(trx))
        for (const listener of this.placedListeners) await listener(trx, { id: orderId, user_id: userId, origin: request.origin })
        const order = await this.deps.lifecycle.view(trx, orderId, settings.cancelWindowMinutes)
        if (shopper.email) {
          await this.deps.outbox.add(
            trx,
            confirmationMail(order, { to: shopper.email, storeName: settings.storeName, money: settings.money, link }),
          )
        }
        await this.deps.keys.setOrder(trx, userId, key, orderId)
        // An online order's answer is complete once the gateway's order exists (below).
        if (paymentStatus !== 'pending' || paymentMethod !== 'online') {
          await this.deps.keys.setAnswer(userId, key, 201, JSON.stringify({ order }), trx)
        }
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
      payment = await this.startPayment(placed.orderId, placed.order.number, amountDue, settings, shopper, owner, branchId)
    } catch (error) {
      if (error instanceof UnavailableError) await this.deps.keys.setAnswer(userId, key, 502, JSON.stringify({ message: error.message }))
      throw error
    }
    const answer = { order: placed.order, payment }
    await this.deps.keys.setAnswer(userId, key, 201, JSON.stringify(answer))
    return { status: 201, answer }
  }

  /** The same key and request answer the first answer; the same key with another request is refused. */
  private async replay(
    prior: IdempotencyRow,
    requestHash: string,
    request: PlaceOrderRequest,
  ): Promise<{ status: number; answer: PlacedOrder }> {
    if (prior.request_hash !== requestHash) {
      throw new InputError('This Idempotency-Key was already used for a different order. Start the checkout again', [
        { path: 'headers/idempotency-key', message: 'used for another request' },
      ])
    }
    if (prior.response !== null && prior.status_code !== null) {
      const stored = JSON.parse(prior.response) as PlacedOrder | { message: string }
      if (!('order' in stored)) throw new UnavailableError(prior.status_code as 502, stored.message)
      return { status: prior.status_code, answer: stored }
    }
    // An online order whose gateway order is being made by the first call: answer it from the order.
    const settings = await this.deps.store.checkoutSettings()
    const order = await this.deps.lifecycle.viewById(prior.order_id!, settings.cancelWindowMinutes)
    const shopper = await this.deps.accounts.details(request.userId)
    const payment = await this.startPayment(
      prior.order_id!,
      order.number,
      order.totals.amount_due,
      settings,
      shopper,
      `user:${request.userId}`,
      order.branch.id,
    )
    return { status: 201, answer: { order, payment } }
  }

  /**
   * The gateway's order is made after the transaction, so no database transaction waits on the network
   * (decision 0018). Its id is stored once; a replay that races the first call keeps the first id.
   * When the gateway fails, the order is cancelled at once (stock, offer and wallet go back) and its
   * lines return to the cart.
   */
  private async startPayment(
    orderId: number,
    number: number,
    amount: number,
    settings: CheckoutSettings,
    shopper: { name: string; email: string | null; phone: string | null },
    owner: string,
    branchId: number,
  ): Promise<OnlinePayment> {
    const { port, razorpay } = this.deps.payments!
    let razorpayOrderId: string
    try {
      const existing = (await this.deps.orders.byId(orderId))?.razorpay_order_id
      razorpayOrderId =
        existing ??
        (await this.deps.orders.setRazorpayOrderId(
          orderId,
          (await port.createPaymentOrder({ amount, currency: settings.currencyCode, receipt: `order_${number}` })).id,
        ))
    } catch (error) {
      await this.deps.lifecycle.cancelUnpaid(orderId, 'Online payment could not be started')
      await this.deps.reorder.backToCart(orderId, owner, branchId)
      throw new UnavailableError(502, 'Online payment could not be started. Your cart is as it was: try again, or pay another way', error)
    }
    return {
      provider: 'razorpay',
      key_id: razorpay.keyId,
      razorpay_order_id: razorpayOrderId,
      amount,
      currency: settings.currencyCode,
      name: settings.storeName,
      checkout_url: razorpay.checkoutUrl,
      prefill: { name: shopper.name, email: shopper.email ?? '', contact: shopper.phone ?? '' },
    }
  }

  /** Delivery goes to one of the shopper's own addresses, in the branch's area (issue 10). */
  private async deliveryAddress(userId: number, branchId: number, addressId: number | undefined) {
    if (addressId === undefined) {
      throw new InputError('Choose the address to deliver to', [{ path: 'address_id', message: 'is required for delivery' }])
    }
    const saved = await this.deps.addresses.ownedOrThrow(userId, addressId)
    const area = await this.deps.branches.checkPincode(saved.pincode)
    if (!area.branches.some((b) => b.id === branchId)) {
      const names = area.branches.map((b) => b.name)
      const message =
        names.length > 0
          ? `This branch does not deliver to ${area.pincode}. ${names.join(', ')} ${names.length > 1 ? 'do' : 'does'}: choose ${names.length > 1 ? 'one of them' : 'it'}`
          : `We don't deliver to ${area.pincode} yet`
      throw new InputError(message, [{ path: 'address_id', message: 'outside this branch’s delivery area' }])
    }
    const { name, phone, line1, line2, landmark, city, state, pincode } = saved
    return { name, phone, line1, line2, landmark, city, state, pincode }
  }

  /**
   * issue 10 rule 1: the order is what the shopper saw. A line that can no longer be sold as chosen, or
   * a total other than the one shown (a price moved, an offer ended), is a 409 with the cart as it is now.
   * A moved price alone is accepted when the shopper's expected_total is the new total.
   */
  private assertUnchanged(cart: Cart, expectedTotal: number | undefined): void {
    if (cart.cartItems.length === 0) throw new InputError('Your cart is empty')
    const dropped = cart.adjusted_cart_items.filter((a) => a.reason !== 'price_changed')
    if (dropped.length > 0) throw new ConflictError(dropped.map((a) => a.message).join('. '), { cart })
    if (expectedTotal !== undefined ? expectedTotal !== cart.total : cart.adjusted_cart_items.length > 0) {
      throw new ConflictError('Your cart’s total changed. Check it and place the order again', { cart })
    }
  }

  /** What the wallet pays: all of it for payment_method wallet (it must cover it), what it has towards the total for use_wallet. */
  private async walletUse(userId: number, body: PlaceOrderBody, total: number): Promise<number> {
    if (body.payment_method !== 'wallet' && !body.use_wallet) return 0
    const balance = await this.deps.wallet.balance(userId)
    if (body.payment_method === 'wallet' && balance < total) {
      throw new InputError('Your wallet balance does not cover this order. Choose another way to pay the rest', [
        { path: 'payment_method', message: 'wallet balance too low' },
      ])
    }
    return Math.min(balance, total)
  }

  /** issue 10 rule 2: one conditional decrement per product; a refusal names the product. */
  private async takeStock(trx: Tx, branchId: number, lines: Cart['cartItems']) {
    const wanted = new Map<number, { quantity: number; name: string }>()
    for (const l of lines) wanted.set(l.product_id, { quantity: (wanted.get(l.product_id)?.quantity ?? 0) + l.quantity, name: l.name })
    const sources = new Map<number, { source: StockSource; soldOut: boolean }>()
    for (const [productId, { quantity, name }] of wanted) {
      const taken = await this.deps.stock.take(trx, branchId, productId, quantity)
      if (!taken.taken) {
        throw new ConflictError(
          taken.left ? `Only ${taken.left} of ${name} left: change the quantity and try again` : `${name} is sold out`,
          {},
        )
      }
      sources.set(productId, { source: taken.source, soldOut: taken.left === 0 })
    }
    return sources
  }

  /** issue 10 rule 3: the offer's use is taken now (a held claim becomes the use); none left is a 409. */
  private async useOffer(trx: Tx, offer: CheckoutOffer, owner: string): Promise<string> {
    const code = await this.deps.discounts.useForOrder(trx, offer.id, owner)
    if (code === undefined)
      throw new ConflictError('The offer in your cart has just been fully used. Check the new total and try again', {})
    await this.deps.versions.bump(trx, ['cache-offers']) // its count of uses moved
    return code
  }

  private async pruneKeys(): Promise<void> {
    const now = Date.now()
    if (now - this.lastPrune < PRUNE_EVERY_MS) return
    this.lastPrune = now
    await this.deps.keys.prune(new Date(now - KEY_TTL_MS).toISOString())
  }
}

/** The body with its keys in one order, so the same request always hashes the same. */
function canonical(body: PlaceOrderBody): [string, unknown][] {
  return Object.entries(body).sort(([a], [b]) => a.localeCompare(b))
}
