import type { Kysely, Selectable } from 'kysely'
import type { BannerInput, Image, LayoutInput, OwnerBanner, OwnerLayoutEntry } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** The owner's reads and writes of the store-wide tables: settings, layout entries, banners. */
export class StoreOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async settings(): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute()
    return Object.fromEntries(rows.map((r) => [r.key, r.value]))
  }

  /** The named settings as they are inside a write's transaction (for its audit entry's before and after). */
  async settingsOf(trx: Tx, keys: readonly string[]): Promise<Record<string, string>> {
    if (keys.length === 0) return {}
    const rows = await trx.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute()
    return Object.fromEntries(rows.map((r) => [r.key, r.value]))
  }

  async putSettings(trx: Tx, values: Record<string, string>): Promise<void> {
    for (const [key, value] of Object.entries(values)) {
      await trx
        .insertInto('settings')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute()
    }
  }

  async layout(db: Kysely<Database> | Tx = this.db): Promise<OwnerLayoutEntry[]> {
    const rows = await db.selectFrom('layout_entries').selectAll().orderBy('position').orderBy('id').execute()
    return rows.map((r) => ({
      code: r.code,
      type: r.type === 'plugin' ? 'plugin' : 'designElement',
      data: JSON.parse(r.data) as Record<string, unknown>,
      settings: JSON.parse(r.settings) as Record<string, unknown>,
      uniqueId: r.unique_id,
    }))
  }

  /** The whole layout is replaced at once: its order is the entries' order. */
  async replaceLayout(trx: Tx, entries: LayoutInput['entries']): Promise<void> {
    await trx.deleteFrom('layout_entries').execute()
    if (entries.length === 0) return
    await trx
      .insertInto('layout_entries')
      .values(
        entries.map((e, position) => ({
          code: e.code,
          type: e.type,
          data: JSON.stringify(e.data ?? {}),
          settings: JSON.stringify(e.settings ?? {}),
          position,
          unique_id: e.uniqueId ?? (e.type === 'plugin' ? `${e.code}-${position}` : null),
        })),
      )
      .execute()
  }

  async banners(): Promise<OwnerBanner[]> {
    return (await this.db.selectFrom('banners').selectAll().orderBy('id').execute()).map(toOwnerBanner)
  }

  async banner(id: number): Promise<OwnerBanner | undefined> {
    const row = await this.db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toOwnerBanner(row)
  }

  async insertBanner(trx: Tx, input: BannerInput): Promise<number> {
    return (await trx.insertInto('banners').values(bannerRow(input)).returning('id').executeTakeFirstOrThrow()).id
  }

  /** False when there is no such banner. */
  async updateBanner(trx: Tx, id: number, input: BannerInput): Promise<boolean> {
    return Number((await trx.updateTable('banners').set(bannerRow(input)).where('id', '=', id).executeTakeFirst()).numUpdatedRows) > 0
  }

  async deleteBanner(trx: Tx, id: number): Promise<boolean> {
    return Number((await trx.deleteFrom('banners').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  }
}

/** A banner keeps only the link fields its link_type uses. */
function bannerRow(b: BannerInput) {
  const linksInside = b.link_type === 'PRODUCT' || b.link_type === 'CATEGORY'
  return {
    title: b.title ?? '',
    image: JSON.stringify(b.image),
    link_type: b.link_type,
    link_slug: linksInside ? (b.link_slug ?? null) : null,
    custom_url: b.link_type === 'CUSTOM' ? (b.custom_url ?? null) : null,
    position: b.position ?? 0,
  }
}

function toOwnerBanner(r: Selectable<Database['banners']>): OwnerBanner {
  return {
    id: r.id,
    title: r.title,
    image: JSON.parse(r.image) as Image,
    link_type: r.link_type as OwnerBanner['link_type'],
    link_slug: r.link_slug,
    custom_url: r.custom_url,
    position: r.position,
  }
}
