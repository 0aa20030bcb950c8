import type { Kysely, Selectable } from 'kysely'
import type { Banner, Branch, Image } from '@store/core'
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

/** Reads of the store-wide data: settings, branches, layout, banners. */
export class StoreRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async settings(): Promise<Record<string, string>> {
    const rows = await this.db.selectFrom('settings').select(['key', 'value']).execute()
    return Object.fromEntries(rows.map((r) => [r.key, r.value]))
  }

  async branches(): Promise<Branch[]> {
    const rows = await this.db.selectFrom('branches').selectAll().orderBy('position').orderBy('id').execute()
    return rows.map(toBranch)
  }

  async branchExists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  }

  /** A branch's delivery rules (not part of the public Branch shape). */
  async deliveryRules(
    id: number,
  ): Promise<{ name: string; is_open: boolean; delivery_fee: number; free_delivery_above: number | null } | undefined> {
    const row = await this.db
      .selectFrom('branches')
      .select(['name', 'is_open', 'delivery_fee', 'free_delivery_above'])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      row && { name: row.name, is_open: row.is_open === 1, delivery_fee: row.delivery_fee, free_delivery_above: row.free_delivery_above }
    )
  }

  async anyBranch(): Promise<boolean> {
    return (await this.db.selectFrom('branches').select('id').limit(1).executeTakeFirst()) !== undefined
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

export function toBranch(r: Selectable<Database['branches']>): Branch {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    phone: r.phone,
    pincodes: JSON.parse(r.pincodes) as string[],
    opening_hours: JSON.parse(r.opening_hours) as Branch['opening_hours'],
    is_open: r.is_open === 1,
  }
}
