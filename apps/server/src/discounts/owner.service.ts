import { MARKETING_PER_PAGE, type CouponInput, type CouponUsesPage, type OwnerCoupon } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { BranchesOwnerService } from '../branches/owner.service.ts'
import type { Tx } from '../db/transaction.ts'
import type { PrizeCouponsService } from '../scratch-cards/prize-coupons.service.ts'
import { ConflictError, InputError, NotFoundError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import type { DiscountsOwnerRepository } from './owner.repository.ts'
import type { CouponUsesRepository } from './uses.repository.ts'

// Carts price from a per-version copy of the offers, so every coupon change moves 'cache-offers'.
const KEYS = ['cache-offers'] as const

/** The owner's coupons and automatic offers, with every rule the cart applies (discounts/rules.ts, decision 0089). */
export class DiscountsOwnerService {
  constructor(
    private readonly repo: DiscountsOwnerRepository,
    private readonly uses: CouponUsesRepository,
    private readonly branches: BranchesOwnerService,
    private readonly writes: OwnerWrites,
    private readonly prizes: Pick<PrizeCouponsService, 'holders'>,
  ) {}

  list(): Promise<OwnerCoupon[]> {
    return this.repo.list()
  }

  async byIdOrThrow(id: number): Promise<OwnerCoupon> {
    const coupon = await this.repo.byId(id)
    if (!coupon) throw new NotFoundError('Coupon')
    return coupon
  }

  create(raw: CouponInput, actor: Actor): Promise<number> {
    const input = coherent(raw)
    return this.writes.run(KEYS, async (trx) => {
      await this.assertValid(trx, input)
      const id = await this.repo.insert(trx, input)
      await this.writes.record(trx, actor, { objectType: 'coupon', objectId: id, action: 'create', after: await this.repo.byId(id, trx) })
      return id
    })
  }

  update(id: number, raw: CouponInput, actor: Actor): Promise<void> {
    const input = coherent(raw)
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.byId(id, trx)
      if (!before) throw new NotFoundError('Coupon')
      await this.assertValid(trx, input, id)
      // Orders and the per-shopper limit count uses by code: a used code renamed would lose them.
      if (before.code !== input.code.toUpperCase() && (await this.uses.used(trx, before.code)))
        throw new InputError(`orders used ${before.code}, so its code stays`, [
          { path: 'code', message: `cannot change: orders used ${before.code}. Make a new coupon instead` },
        ])
      await this.repo.update(trx, id, input)
      // After the write, which holds the row: a campaign saved meanwhile has waited for it, or is seen here.
      await this.assertNotAPrize(trx, before, input)
      await this.writes.record(trx, actor, {
        objectType: 'coupon',
        objectId: id,
        action: 'update',
        before,
        after: await this.repo.byId(id, trx),
      })
    })
  }

  /**
   * Deletes a coupon no order used. A used one is refused (409), as mature stores keep a used code: its
   * orders' discount lines, its list of uses and every shopper's per-user limit count by the code, and
   * a new coupon given the same code would inherit them. Keeping the row hidden but "deleted" would
   * still hold the code while the owner sees no coupon; ending it (an end date) stops it and keeps it in view.
   */
  remove(id: number, actor: Actor): Promise<void> {
    return this.writes.run(KEYS, async (trx) => {
      const before = await this.repo.byId(id, trx)
      if (!before) throw new NotFoundError('Coupon')
      if (await this.uses.used(trx, before.code))
        throw new ConflictError(`Orders used ${before.code}, so it stays with their history. To stop it, set an end date instead`, {})
      if (!(await this.repo.delete(trx, id))) throw new NotFoundError('Coupon')
      // After the delete, which holds the row: a campaign saved meanwhile has waited for it, or is seen here.
      const givenBy = await this.givenBy(trx, before.code)
      if (givenBy) throw new ConflictError(`${givenBy.why}, so it stays. ${givenBy.then}`, {})
      await this.writes.record(trx, actor, { objectType: 'coupon', objectId: id, action: 'delete', before })
    })
  }

  /**
   * For a scratch-card campaign's write, in its transaction: each code a prize names is a coupon a
   * shopper can type in — it exists and is no automatic offer (which applies by itself, never by code).
   */
  async assertPrizeCodes(trx: Tx, wanted: readonly { path: string; code: string }[]): Promise<void> {
    const found = new Map((await this.repo.heldByCodes(trx, [...new Set(wanted.map((w) => w.code))])).map((c) => [c.code, c]))
    for (const { path, code } of wanted) {
      const coupon = found.get(code)
      if (!coupon) throw refuse(path, `is not one of the store's coupons`)
      if (coupon.is_automatic) throw refuse(path, 'is an automatic offer: it applies by itself, so shoppers cannot enter it as a prize')
    }
  }

  /** The orders that used the coupon, newest first, and the uses carts hold without an order yet. */
  async usesPage(id: number, page: number): Promise<CouponUsesPage> {
    const coupon = await this.byIdOrThrow(id)
    const [{ rows, total }, held] = await Promise.all([this.uses.page(coupon.code, page, MARKETING_PER_PAGE), this.uses.heldByCarts(id)])
    return { items: rows, current_page: page, last_page: Math.max(1, Math.ceil(total / MARKETING_PER_PAGE)), total, held_by_carts: held }
  }

  /**
   * A coupon a scratch-card prize gives keeps its code and stays one shoppers can enter: renamed or made
   * automatic, the card would reveal a code that no longer works.
   */
  private async assertNotAPrize(trx: Tx, before: OwnerCoupon, input: CouponInput): Promise<void> {
    const renamed = before.code !== input.code.toUpperCase()
    if (!renamed && !(input.is_automatic && !before.is_automatic)) return
    const givenBy = await this.givenBy(trx, before.code)
    if (!givenBy) return
    const path = renamed ? 'code' : 'is_automatic'
    throw new InputError(`${givenBy.why}, so ${renamed ? 'its code stays' : 'it stays a code shoppers enter'}`, [
      { path, message: `cannot change: ${givenBy.why[0]!.toLowerCase()}${givenBy.why.slice(1)}` },
    ])
  }

  /** Why shoppers may still win this code (decision 0089), and what the owner can do about it; null when nothing gives it. */
  private async givenBy(trx: Tx, code: string): Promise<{ why: string; then: string } | null> {
    const { campaigns, cards } = await this.prizes.holders(trx, code)
    if (campaigns.length > 0) {
      const names = campaigns.map((name) => `"${name}"`).join(', ')
      const one = campaigns.length === 1
      return {
        why: `The scratch-card campaign${one ? '' : 's'} ${names} give${one ? 's' : ''} ${code} as a prize`,
        then: `Take it out of ${one ? 'the campaign’s' : 'their'} prizes, or end ${one ? 'the campaign' : 'them'}, first`,
      }
    }
    if (cards > 0)
      return {
        why: `${cards} scratch card${cards === 1 ? '' : 's'} not yet scratched ${cards === 1 ? 'holds' : 'hold'} ${code} as a prize`,
        then: `It can go once the card${cards === 1 ? ' is' : 's are'} scratched or expired`,
      }
    return null
  }

  /** What needs the database: a code no other coupon has (any case), a branch that exists. */
  private async assertValid(trx: Tx, input: CouponInput, id?: number): Promise<void> {
    const clash = await this.repo.idByCode(trx, input.code)
    if (clash !== undefined && clash !== id) throw codeUsed(input.code)
    if (input.branch_id != null) await this.branches.assertExist(trx, [input.branch_id], 'branch_id')
  }
}

/** Codes are unique regardless of case. */
const codeUsed = (code: string) =>
  new InputError(`code "${code.toUpperCase()}" is already used`, [{ path: 'code', message: 'is already used' }])

const refuse = (path: string, message: string) => new InputError(`${path} ${message}`, [{ path, message }])

/**
 * What the schema cannot say about one coupon: a percentage is 0.01% to 100%, a flat amount is more
 * than nothing, the window ends after it starts. Free delivery takes no value and no cap, and only a
 * percentage has a cap, so those are stored as nothing rather than as numbers the cart would ignore.
 */
function coherent(c: CouponInput): CouponInput {
  if (c.kind === 'percentage' && (c.value < 1 || c.value > 10_000))
    throw refuse('value', 'must be between 1 and 10000 basis points (0.01% to 100%) for a percentage')
  if (c.kind === 'flat' && c.value < 1) throw refuse('value', 'must be more than 0 for an amount off')
  if (c.starts_at && c.ends_at && new Date(c.starts_at) >= new Date(c.ends_at)) throw refuse('ends_at', 'must be after starts_at')
  return {
    ...c,
    value: c.kind === 'free_delivery' ? 0 : c.value,
    max_discount: c.kind === 'percentage' ? (c.max_discount ?? null) : null,
  }
}
