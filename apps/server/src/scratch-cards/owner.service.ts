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
    const record = await this.checked(input)
    return this.writes.run([], async (trx) => {
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
    const record = await this.checked(input)
    await this.writes.run([], async (trx) => {
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

  /** What the schema cannot say: the window's order, each prize's fields for its kind, coupons that exist. */
  private async checked(input: CampaignInput): Promise<CampaignRecord> {
    const starts = new Date(input.starts_at)
    const ends = input.ends_at ? new Date(input.ends_at) : null
    // Stored as UTC ISO text so the window compares as text on both databases.
    if (ends && ends <= starts)
      throw new InputError('The campaign must end after it starts', [{ path: 'ends_at', message: 'must be after starts_at' }])
    const codes = new Set((await this.coupons.list()).map((c) => c.code.toUpperCase()))
    const prizes = input.prizes.map((p, i) => prize(p, `prizes/${i}`, codes))
    return {
      name: input.name.trim(),
      starts_at: starts.toISOString(),
      ends_at: ends?.toISOString() ?? null,
      min_order_total: input.min_order_total,
      card_valid_days: input.card_valid_days,
      is_active: input.is_active ?? true,
      budget: input.budget ?? null,
      prizes,
    }
  }
}

function prize(p: PrizeInput, path: string, codes: ReadonlySet<string>): OwnerPrize {
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
    if (!codes.has(code)) throw fail('coupon_code', `is not one of the store's coupons`)
    return { kind: 'coupon', weight: p.weight, min_amount: null, max_amount: null, coupon_code: code }
  }
  return { kind: 'none', weight: p.weight, min_amount: null, max_amount: null, coupon_code: null }
}
