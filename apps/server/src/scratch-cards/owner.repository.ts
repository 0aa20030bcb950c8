import type { Kysely, Selectable } from 'kysely'
import type { CampaignInput, OwnerCampaign, OwnerPrize } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** A campaign as it is written: dates in UTC ISO form, coupon codes upper-cased (owner.service.ts). */
export type CampaignRecord = Omit<CampaignInput, 'is_active' | 'ends_at' | 'prizes'> & {
  ends_at: string | null
  is_active: boolean
  prizes: OwnerPrize[]
}

/** The owner's side of scratch cards: campaigns and their prizes. */
export class ScratchCardsOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<OwnerCampaign[]> {
    const rows = await this.db.selectFrom('scratch_campaigns').selectAll().orderBy('id', 'desc').execute()
    return Promise.all(rows.map((row) => this.record(row)))
  }

  async byId(id: number): Promise<OwnerCampaign | undefined> {
    const row = await this.db.selectFrom('scratch_campaigns').selectAll().where('id', '=', id).executeTakeFirst()
    return row && this.record(row)
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

  /** Replaces the campaign and its prizes; cards already issued keep their own copy of their prize. */
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

  private async insertPrizes(trx: Tx, campaignId: number, prizes: OwnerPrize[]): Promise<void> {
    await trx
      .insertInto('scratch_prizes')
      .values(prizes.map((p, position) => ({ ...p, campaign_id: campaignId, position })))
      .execute()
  }

  private async record(row: Selectable<Database['scratch_campaigns']>): Promise<OwnerCampaign> {
    const prizes = await this.db
      .selectFrom('scratch_prizes')
      .select(['kind', 'weight', 'min_amount', 'max_amount', 'coupon_code'])
      .where('campaign_id', '=', row.id)
      .orderBy('position')
      .execute()
    const counts = await this.db
      .selectFrom('scratch_cards')
      .select((eb) => [eb.fn.countAll<number | string>().as('issued'), eb.fn.count<number | string>('redeemed_at').as('redeemed')])
      .where('campaign_id', '=', row.id)
      .executeTakeFirstOrThrow()
    return {
      id: row.id,
      name: row.name,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      min_order_total: row.min_order_total,
      card_valid_days: row.card_valid_days,
      is_active: row.is_active === 1,
      prizes: prizes.map((p) => ({ ...p, kind: p.kind as OwnerPrize['kind'] })),
      cards_issued: Number(counts.issued),
      cards_redeemed: Number(counts.redeemed),
    }
  }
}
