import { formatMoney, offerDiscount, type Discount, type MoneyFormat, type OfferInput } from '@store/core'
import type { VersionedMemo } from '../cache/versioned-memo.ts'
import type { Tx } from '../db/transaction.ts'
import type { OrdersService } from '../orders/service.ts'
import type { DiscountsRepository } from './repository.ts'
import { asOffer, describeConditions, whyNotApplicable, whyNotForShopper, type CouponRow, type OfferContext } from './rules.ts'

export interface CartOfferInput {
  owner: string
  branchId: number
  subtotal: number
  /** What delivery would cost before any offer: what a free-delivery offer is worth. */
  deliveryCharge: number
  couponCode: string | null
  money: MoneyFormat
}

export interface CartOffer {
  offer: { input: OfferInput; code: string | null; id: number } | null
  coupon: { code: string | null; applied: boolean; message: string }
  /** About automatic offers: the one applied ("… applied: you save $9.74"), or the nearest one not reached yet ("Add $3 more to get …"). */
  hint: string | null
}

/** Which offer a cart gets: the shopper's coupon when it applies, otherwise the best automatic offer. */
export class DiscountsService {
  constructor(
    private readonly repo: DiscountsRepository,
    private readonly orders: OrdersService,
    private readonly memo: VersionedMemo,
  ) {}

  /** The coupon as stored now (not the per-version copy): applying one must see the owner's latest edit. */
  findCoupon(code: string): Promise<CouponRow | undefined> {
    return this.repo.byCode(code)
  }

  /**
   * A guest's coupon as it comes to an account at login: the coupon, and whether the account may hold
   * it by its own orders' conditions (first order, uses per shopper). Undefined when the code is gone.
   */
  async forAccount(code: string, owner: string): Promise<{ coupon: CouponRow; mayClaim: boolean } | undefined> {
    const coupon = await this.repo.byCode(code)
    if (!coupon || coupon.is_active !== 1) return undefined
    const needsHistory = coupon.first_order_only === 1 || coupon.per_user_limit !== null
    const history = needsHistory ? await this.orders.history(owner, coupon.code) : { orders: 0, usedCode: 0 }
    const reason = whyNotForShopper(coupon, { ordersByShopper: history.orders, redemptionsByShopper: history.usedCode })
    return { coupon, mayClaim: reason === null }
  }

  /** Takes one of a limited coupon's uses for this shopper, inside the caller's transaction; false when none is left. */
  claim(trx: Tx, coupon: CouponRow, owner: string): Promise<boolean> {
    return this.repo.claim(trx, coupon, owner)
  }

  /** The order takes the offer's use, inside its transaction; the offer's code, or undefined when none is left. */
  useForOrder(trx: Tx, offerId: number, owner: string): Promise<string | undefined> {
    return this.repo.useForOrder(trx, offerId, owner)
  }

  /**
   * The offer's conditions on the shopper's own orders, read again inside the order's transaction once
   * the shopper's orders wait their turn (place-order holds them first): the reason it no longer
   * applies, or null. The cart checked them before the transaction, when a parallel order of the same
   * shopper might not have been written yet (decision 0042).
   */
  async whyNotForShopperNow(trx: Tx, offerId: number, owner: string): Promise<string | null> {
    const coupon = await this.repo.byId(offerId, trx)
    if (!coupon || (coupon.first_order_only !== 1 && coupon.per_user_limit === null)) return null
    const history = await this.orders.history(owner, coupon.code, trx)
    return whyNotForShopper(coupon, { ordersByShopper: history.orders, redemptionsByShopper: history.usedCode })
  }

  /** A cancelled order gives the use of its offer back, inside the cancel's transaction. */
  giveBackUse(trx: Tx, code: string): Promise<void> {
    return this.repo.giveBackUse(trx, code)
  }

  /** Gives a held use back (the shopper removed or replaced the coupon). */
  release(trx: Tx, code: string, owner: string): Promise<void> {
    return this.repo.release(trx, code, owner)
  }

  // Offers change only with 'cache-offers' (owner edits, a use taken or given back), so every cart
  // prices from a per-version copy. A claim itself is decided by the database, never by this copy.
  private couponByCode(code: string): Promise<CouponRow | undefined> {
    return this.memo.get(`coupon|${code}`, ['cache-offers'], async () => (await this.repo.byCode(code)) ?? null).then((c) => c ?? undefined)
  }

  private automatic(branchId: number): Promise<CouponRow[]> {
    return this.memo.get(`offers-automatic|${branchId}`, ['cache-offers'], () => this.repo.automatic(branchId))
  }

  private listed(branchId: number): Promise<CouponRow[]> {
    return this.memo.get(`offers-listed|${branchId}`, ['cache-offers'], () => this.repo.listed(branchId))
  }

  /** What a coupon's conditions are checked against for this shopper and cart. */
  async context(coupon: CouponRow, input: Pick<CartOfferInput, 'owner' | 'branchId' | 'subtotal' | 'money'>): Promise<OfferContext> {
    // Only coupons with such conditions need the shopper's claim or orders looked up.
    const needsHistory = coupon.first_order_only === 1 || coupon.per_user_limit !== null
    const [holdsClaim, history] = await Promise.all([
      // Automatic offers are never claimed; a shopper's coupon may hold one of its limited uses.
      coupon.total_limit === null || coupon.is_automatic === 1 ? false : this.repo.holdsClaim(coupon.id, input.owner),
      needsHistory ? this.orders.history(input.owner, coupon.code) : { orders: 0, usedCode: 0 },
    ])
    return {
      subtotal: input.subtotal,
      branchId: input.branchId,
      now: new Date(),
      holdsClaim,
      redemptionsByShopper: history.usedCode,
      ordersByShopper: history.orders,
      money: input.money,
    }
  }

  private worth(coupon: CouponRow, subtotal: number, deliveryCharge: number): number {
    return coupon.kind === 'free_delivery' ? deliveryCharge : offerDiscount(asOffer(coupon), subtotal)
  }

  async cartOffer(input: CartOfferInput): Promise<CartOffer> {
    const money = (minor: number) => formatMoney(minor, input.money)
    let coupon: CartOffer['coupon'] = { code: null, applied: false, message: '' }
    if (input.couponCode) {
      const row = await this.couponByCode(input.couponCode)
      const reason = row ? whyNotApplicable(row, await this.context(row, input)) : 'This code is not valid'
      if (row && reason === null) {
        return {
          offer: { input: asOffer(row), code: row.code, id: row.id },
          coupon: {
            code: row.code,
            applied: true,
            message: `${row.code} applied: you save ${money(this.worth(row, input.subtotal, input.deliveryCharge))}`,
          },
          hint: null,
        }
      }
      coupon = { code: input.couponCode, applied: false, message: reason ?? '' }
    }
    let best: { row: CouponRow; worth: number } | null = null
    let hint: string | null = null
    for (const row of await this.automatic(input.branchId)) {
      const reason = whyNotApplicable(row, await this.context(row, input))
      if (reason === null) {
        const worth = this.worth(row, input.subtotal, input.deliveryCharge)
        if (worth > 0 && (!best || worth > best.worth)) best = { row, worth }
      } else if (hint === null && input.subtotal > 0 && input.subtotal < row.min_order) {
        hint = `Add ${money(row.min_order - input.subtotal)} more to get ${row.title}`
      }
    }
    // coupon_message belongs to the shopper's own coupon (spec §4 clears it on removal); an automatic
    // offer speaks through the eligibility message instead.
    if (best && !coupon.code) hint = `${best.row.title} applied: you save ${money(best.worth)}`
    return { offer: best && !coupon.code ? { input: asOffer(best.row), code: null, id: best.row.id } : null, coupon, hint }
  }

  async list(input: CartOfferInput): Promise<Discount[]> {
    const rows = await this.listed(input.branchId)
    const now = new Date()
    const current = await this.cartOffer(input)
    const visible = rows.filter((r) => !r.ends_at || new Date(r.ends_at) >= now)
    return Promise.all(
      visible.map(async (row) => {
        const reason = whyNotApplicable(row, await this.context(row, input))
        return {
          code: row.is_automatic === 1 ? null : row.code,
          title: row.title,
          description: row.description,
          conditions: describeConditions(row, input.money),
          kind: row.kind as Discount['kind'],
          is_automatic: row.is_automatic === 1,
          applicable: reason === null,
          reason,
          is_applied: current.offer?.id === row.id,
        }
      }),
    )
  }
}
