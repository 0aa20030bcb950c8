import type { CampaignInput, OwnerCampaign, OwnerPrize, PrizeInput } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import type { DiscountsOwnerService } from '../discounts/owner.service.ts'
import type { Tx } from '../db/transaction.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import { issueCard } from './issue.ts'
import type { CampaignRecord, ScratchCardsOwnerRepository } from './owner.repository.ts'
import type { ScratchCardsRepository } from './repository.ts'

/**
 * The owner's scratch-card campaigns (decision 0023). No cached answer depends on them, so no
 * cache version moves. A coupon prize names one of the store's coupons; the card shows its code.
 */
export class ScratchCardsOwnerService {
  constructor(
    private readonly repo: ScratchCardsOwnerRepository,
    private readonly cards: ScratchCardsRepository,
    private readonly coupons: DiscountsOwnerService,
    private readonly writes: OwnerWrites,
  ) {}

  list(): Promise<OwnerCampaign[]> {
    return this.repo.list()
  }

  async byIdOrThrow(id: number): Promise<OwnerCampaign> {
    const campaign = await this.repo.byId(id)
    if (!campaign) throw new NotFoundError('Scratch-card campaign')
    return campaign
  }

  async create(input: CampaignInput, actor: Actor): Promise<number> {
    const record = checked(input)
    return this.writes.run([], async (trx) => {
      await this.assertCoupons(trx, record)
      const id = await this.repo.insert(trx, record)
      await this.writes.record(trx, actor, {
        objectType: 'scratch_campaign',
        objectId: id,
        action: 'create',
        after: await this.auditable(id, trx),
      })
      return id
    })
  }

  async update(id: number, input: CampaignInput, actor: Actor): Promise<void> {
    const record = checked(input)
    await this.writes.run([], async (trx) => {
      await this.assertCoupons(trx, record)
      const before = await this.auditable(id, trx)
      if (!before || !(await this.repo.update(trx, id, record))) throw new NotFoundError('Scratch-card campaign')
      await this.writes.record(trx, actor, {
        objectType: 'scratch_campaign',
        objectId: id,
        action: 'update',
        before,
        after: await this.auditable(id, trx),
      })
    })
  }

  /** The campaign as the owner wrote it, without the card figures (they change without anyone's write). */
  private async auditable(id: number, trx: Tx) {
    const campaign = await this.repo.byId(id, trx)
    if (!campaign) return undefined
    const {
      cards_issued: _i,
      cards_redeemed: _r,
      cards_expired: _e,
      money_promised: _m,
      money_paid: _p,
      coupons_won: _c,
      ...written
    } = campaign
    return written
  }

  /**
   * A card of the campaign given to a shopper without an order (the demo shopper's cards, by the seed);
   * its prize is drawn like any other card's. Not an owner call: the owner API has no use for it yet.
   */
  async giveCard(userId: number, campaignId: number): Promise<void> {
    await this.writes.run([], async (trx) => {
      const campaign = await this.cards.campaign(trx, campaignId)
      if (!campaign) throw new NotFoundError('Scratch-card campaign')
      await issueCard(this.cards, trx, userId, campaign, null)
    })
  }

  /**
   * Each coupon prize names a coupon a shopper can enter, checked in the campaign's own transaction so a
   * coupon deleted meanwhile is seen (its delete, in turn, is refused while a live campaign names it).
   */
  private assertCoupons(trx: Tx, record: CampaignRecord): Promise<void> {
    const wanted = record.prizes.flatMap((p, i) => (p.coupon_code ? [{ path: `prizes/${i}/coupon_code`, code: p.coupon_code }] : []))
    return this.coupons.assertPrizeCodes(trx, wanted)
  }
}

/** What the schema cannot say: the window's order, each prize's fields for its kind (the coupons themselves: assertCoupons). */
function checked(input: CampaignInput): CampaignRecord {
  const starts = new Date(input.starts_at)
  const ends = input.ends_at ? new Date(input.ends_at) : null
  // Stored as UTC ISO text so the window compares as text on both databases.
  if (ends && ends <= starts)
    throw new InputError('The campaign must end after it starts', [{ path: 'ends_at', message: 'must be after starts_at' }])
  return {
    name: input.name.trim(),
    starts_at: starts.toISOString(),
    ends_at: ends?.toISOString() ?? null,
    min_order_total: input.min_order_total,
    card_valid_days: input.card_valid_days,
    is_active: input.is_active ?? true,
    budget: input.budget ?? null,
    prizes: input.prizes.map((p, i) => prize(p, `prizes/${i}`)),
  }
}

function prize(p: PrizeInput, path: string): OwnerPrize {
  const fail = (field: string, message: string) => new InputError(`${path}/${field} ${message}`, [{ path: `${path}/${field}`, message }])
  if (p.kind === 'wallet') {
    if (p.min_amount == null) throw fail('min_amount', 'is needed for a wallet prize')
    if (p.max_amount == null) throw fail('max_amount', 'is needed for a wallet prize')
    if (p.max_amount < p.min_amount) throw fail('max_amount', 'must be at least min_amount')
    return { kind: 'wallet', weight: p.weight, min_amount: p.min_amount, max_amount: p.max_amount, coupon_code: null }
  }
  if (p.kind === 'coupon') {
    const code = p.coupon_code?.toUpperCase()
    if (!code) throw fail('coupon_code', 'is needed for a coupon prize')
    return { kind: 'coupon', weight: p.weight, min_amount: null, max_amount: null, coupon_code: code }
  }
  return { kind: 'none', weight: p.weight, min_amount: null, max_amount: null, coupon_code: null }
}
