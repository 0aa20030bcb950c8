import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'
import type { PrizeRule } from './prize.ts'

export type CardRow = Selectable<Database['scratch_cards']>
export type NewCard = Omit<CardRow, 'id' | 'redeemed_at'>
export interface MatchingCampaign {
  id: number
  name: string
  card_valid_days: number
  prizes: PrizeRule[]
}

/** The shopper's side of scratch cards: cards and the campaign a delivered order matches. */
export class ScratchCardsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async page(userId: number, page: number, perPage: number): Promise<{ rows: CardRow[]; total: number }> {
    const rows = await this.db
      .selectFrom('scratch_cards')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute()
    const { count } = await this.db
      .selectFrom('scratch_cards')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return { rows, total: Number(count) }
  }

  owned(userId: number, id: number, db: Kysely<Database> | Tx = this.db): Promise<CardRow | undefined> {
    return db.selectFrom('scratch_cards').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  }

  /**
   * Marks the card redeemed in one conditional UPDATE: of any number of parallel calls, only one finds
   * it unredeemed and unexpired, so only that one goes on to credit the wallet.
   */
  redeem(trx: Tx, userId: number, id: number, now: string): Promise<CardRow | undefined> {
    return trx
      .updateTable('scratch_cards')
      .set({ redeemed_at: now })
      .where('id', '=', id)
      .where('user_id', '=', userId)
      .where('redeemed_at', 'is', null)
      .where('expires_at', '>', now)
      .returningAll()
      .executeTakeFirst()
  }

  /**
   * The campaign an order placed at `placedAt` for `total` earns a card from: active, its window holding
   * the order, its minimum met. Of several, the one with the highest minimum (the most demanding the
   * order met), then the newest (decision 0023).
   */
  async matchingCampaign(trx: Tx, placedAt: string, total: number): Promise<MatchingCampaign | undefined> {
    const campaign = await trx
      .selectFrom('scratch_campaigns')
      .select(['id', 'name', 'card_valid_days'])
      .where('is_active', '=', 1)
      .where('starts_at', '<=', placedAt)
      .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', placedAt)]))
      .where('min_order_total', '<=', total)
      .orderBy('min_order_total', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    return campaign && { ...campaign, prizes: await this.prizes(trx, campaign.id) }
  }

  async campaign(trx: Tx, id: number): Promise<MatchingCampaign | undefined> {
    const campaign = await trx
      .selectFrom('scratch_campaigns')
      .select(['id', 'name', 'card_valid_days'])
      .where('id', '=', id)
      .executeTakeFirst()
    return campaign && { ...campaign, prizes: await this.prizes(trx, campaign.id) }
  }

  private async prizes(trx: Tx, campaignId: number): Promise<PrizeRule[]> {
    const prizes = await trx
      .selectFrom('scratch_prizes')
      .select(['kind', 'weight', 'min_amount', 'max_amount', 'coupon_code'])
      .where('campaign_id', '=', campaignId)
      .orderBy('position')
      .execute()
    return prizes.map((p) => ({ ...p, kind: p.kind as PrizeRule['kind'] }))
  }

  /** The new card, or undefined when the order has one already (the unique order_id: a repeated delivered event). */
  insert(trx: Tx, card: NewCard): Promise<CardRow | undefined> {
    return trx
      .insertInto('scratch_cards')
      .values(card)
      .onConflict((oc) => oc.column('order_id').doNothing())
      .returningAll()
      .executeTakeFirst()
  }

  /**
   * Counts a new card's wallet money against its campaign's budget, in one conditional UPDATE: parallel
   * deliveries cannot together pass the budget on either database. False when the money does not fit.
   * A campaign without a budget still counts what its cards promise (decision 0090).
   */
  async reserveBudget(trx: Tx, campaignId: number, amount: number): Promise<boolean> {
    const result = await trx
      .updateTable('scratch_campaigns')
      .set((eb) => ({ budget_used: eb('budget_used', '+', amount) }))
      .where('id', '=', campaignId)
      .where((eb) => eb.or([eb('budget', 'is', null), eb(eb('budget_used', '+', amount), '<=', eb.ref('budget'))]))
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** The card wins nothing after all: its campaign's budget could not hold its money. */
  clearPrize(trx: Tx, cardId: number): Promise<CardRow> {
    return trx
      .updateTable('scratch_cards')
      .set({ prize_kind: 'none', prize_amount: null, prize_coupon_code: null })
      .where('id', '=', cardId)
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  /** Redeemed cards whose prize was a coupon, newest first. */
  async couponsWon(userId: number, limit: number): Promise<{ rows: CardRow[]; total: number }> {
    const won = this.db
      .selectFrom('scratch_cards')
      .where('user_id', '=', userId)
      .where('prize_kind', '=', 'coupon')
      .where('redeemed_at', 'is not', null)
    const rows = await won.selectAll().orderBy('redeemed_at', 'desc').orderBy('id', 'desc').limit(limit).execute()
    const { count } = await won.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow()
    return { rows, total: Number(count) }
  }
}
