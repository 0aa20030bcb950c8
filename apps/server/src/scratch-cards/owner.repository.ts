import type { Kysely, Selectable } from 'kysely'
import type { CampaignInput, OwnerCampaign, OwnerPrize } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** A campaign as it is written: dates in UTC ISO form, coupon codes upper-cased (owner.service.ts). */
export type CampaignRecord = Omit<CampaignInput, 'is_active' | 'ends_at' | 'prizes' | 'budget'> & {
  ends_at: string | null
  is_active: boolean
  budget: number | null
  prizes: OwnerPrize[]
}
type Db = Kysely<Database> | Tx

/** The owner's side of scratch cards: campaigns, their prizes, and what their cards did. */
export class ScratchCardsOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<OwnerCampaign[]> {
    const rows = await this.db.selectFrom('scratch_campaigns').selectAll().orderBy('id', 'desc').execute()
    return Promise.all(rows.map((row) => this.record(row, this.db)))
  }

  /** `trx` when the caller reads inside its write (the audit entry's before and after). */
  async byId(id: number, db: Db = this.db): Promise<OwnerCampaign | undefined> {
    const row = await db.selectFrom('scratch_campaigns').selectAll().where('id', '=', id).executeTakeFirst()
    return row && this.record(row, db)
  }

  async insert(trx: Tx, campaign: CampaignRecord): Promise<number> {
    const { prizes, ...fields } = campaign
    const { id } = await trx
      .insertInto('scratch_campaigns')
      .values({ ...fields, is_active: Number(fields.is_active), created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    await this.insertPrizes(trx, id, prizes)
    return id
  }

  /** Replaces the campaign and its prizes; cards already issued keep their own copy of their prize, and the budget what they promised. */
  async update(trx: Tx, id: number, campaign: CampaignRecord): Promise<boolean> {
    const { prizes, ...fields } = campaign
    const result = await trx
      .updateTable('scratch_campaigns')
      .set({ ...fields, is_active: Number(fields.is_active) })
      .where('id', '=', id)
      .executeTakeFirst()
    if (Number(result.numUpdatedRows) === 0) return false
    await trx.deleteFrom('scratch_prizes').where('campaign_id', '=', id).execute()
    await this.insertPrizes(trx, id, prizes)
    return true
  }

  /**
   * What will still hand this coupon code to shoppers, read in the caller's transaction: the live
   * campaigns (switched on and not ended) with a prize naming it, and the cards not yet scratched nor expired holding it.
   */
  async couponHolders(trx: Tx, code: string, now: string): Promise<{ campaigns: string[]; cards: number }> {
    const campaigns = await trx
      .selectFrom('scratch_campaigns')
      .innerJoin('scratch_prizes', 'scratch_prizes.campaign_id', 'scratch_campaigns.id')
      .select('scratch_campaigns.name')
      .distinct()
      .where('scratch_prizes.kind', '=', 'coupon')
      .where('scratch_prizes.coupon_code', '=', code)
      .where('scratch_campaigns.is_active', '=', 1)
      .where((eb) => eb.or([eb('scratch_campaigns.ends_at', 'is', null), eb('scratch_campaigns.ends_at', '>', now)]))
      .orderBy('scratch_campaigns.name')
      .execute()
    const cards = await trx
      .selectFrom('scratch_cards')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('prize_kind', '=', 'coupon')
      .where('prize_coupon_code', '=', code)
      .where('redeemed_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirstOrThrow()
    return { campaigns: campaigns.map((c) => c.name), cards: Number(cards.n) }
  }

  private async insertPrizes(trx: Tx, campaignId: number, prizes: OwnerPrize[]): Promise<void> {
    await trx
      .insertInto('scratch_prizes')
      .values(prizes.map((p, position) => ({ ...p, campaign_id: campaignId, position })))
      .execute()
  }

  private async record(row: Selectable<Database['scratch_campaigns']>, db: Db): Promise<OwnerCampaign> {
    const now = new Date().toISOString()
    const [prizes, figures] = await Promise.all([
      db
        .selectFrom('scratch_prizes')
        .select(['kind', 'weight', 'min_amount', 'max_amount', 'coupon_code'])
        .where('campaign_id', '=', row.id)
        .orderBy('position')
        .execute(),
      // Issued versus redeemed, and what the redeemed cards paid, in one pass over the campaign's cards.
      db
        .selectFrom('scratch_cards')
        .select((eb) => {
          const redeemed = eb('redeemed_at', 'is not', null)
          return [
            eb.fn.countAll<number | string>().as('issued'),
            eb.fn.count<number | string>('redeemed_at').as('redeemed'),
            eb.fn
              .count<number | string>(
                eb
                  .case()
                  .when(eb.and([eb('redeemed_at', 'is', null), eb('expires_at', '<=', now)]))
                  .then(1)
                  .end(),
              )
              .as('expired'),
            eb.fn
              .sum<number | string | null>(
                eb
                  .case()
                  .when(eb.and([redeemed, eb('prize_kind', '=', 'wallet')]))
                  .then(eb.ref('prize_amount'))
                  .else(0)
                  .end(),
              )
              .as('paid'),
            eb.fn
              .count<number | string>(
                eb
                  .case()
                  .when(eb.and([redeemed, eb('prize_kind', '=', 'coupon')]))
                  .then(1)
                  .end(),
              )
              .as('coupons'),
          ]
        })
        .where('campaign_id', '=', row.id)
        .executeTakeFirstOrThrow(),
    ])
    return {
      id: row.id,
      name: row.name,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      min_order_total: row.min_order_total,
      card_valid_days: row.card_valid_days,
      is_active: row.is_active === 1,
      budget: row.budget,
      prizes: prizes.map((p) => ({ ...p, kind: p.kind as OwnerPrize['kind'] })),
      cards_issued: Number(figures.issued),
      cards_redeemed: Number(figures.redeemed),
      cards_expired: Number(figures.expired),
      money_promised: row.budget_used,
      money_paid: Number(figures.paid ?? 0),
      coupons_won: Number(figures.coupons),
    }
  }
}
