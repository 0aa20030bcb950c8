import type { Kysely } from 'kysely'
import type { Banner, Image } from '@store/core'
import type { Database } from '../db/schema.ts'

export interface LayoutRow {
  id: number
  code: string
  type: 'designElement' | 'plugin'
  data: Record<string, unknown>
  settings: Record<string, unknown>
  position: number
  uniqueId: string | null
}

/** The only code that reads the store-wide data for shoppers: settings, layout, banners. */
export class StoreRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async settings(): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('settings').select(['key', 'value']).execute()
    return Object.fromEntries(rows.map((r) => [r.key, r.value]))
  }

  async layout(): Promise<LayoutRow[]> {
    const rows = await this.db.selectFrom('layout_entries').selectAll().orderBy('position').orderBy('id').execute()
    return rows.map((r) => ({
      id: r.id,
      code: r.code,
      type: r.type === 'plugin' ? 'plugin' : 'designElement',
      data: JSON.parse(r.data) as Record<string, unknown>,
      settings: JSON.parse(r.settings) as Record<string, unknown>,
      position: r.position,
      uniqueId: r.unique_id,
    }))
  }

  async banners(ids?: number[]): Promise<Banner[]> {
    let qb = this.db.selectFrom('banners').selectAll().orderBy('position').orderBy('id')
    if (ids) {
      if (ids.length === 0) return []
      qb = qb.where('id', 'in', ids)
    }
    const rows = await qb.execute()
    const banners = rows.map((r): Banner => ({
      id: r.id,
      title: r.title,
      image: JSON.parse(r.image) as Image,
      link_type: r.link_type as Banner['link_type'],
      link_slug: r.link_slug,
      data: { custom_url: r.custom_url },
    }))
    // Keep the owner's order of ids when given.
    return ids ? ids.flatMap((id) => banners.find((b) => b.id === id) ?? []) : banners
  }
}
