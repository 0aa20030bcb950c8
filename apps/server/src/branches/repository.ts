import type { Kysely, Selectable } from 'kysely'
import type { Branch } from '@store/core'
import type { Database } from '../db/schema.ts'

/** A branch's delivery rules (not part of the public Branch shape). */
export interface DeliveryRules {
  name: string
  is_open: boolean
  delivery_fee: number
  free_delivery_above: number | null
}

/** Where a branch delivers and on what terms. */
export interface DeliveryArea {
  id: number
  name: string
  is_open: boolean
  pincodes: string[]
  delivery_fee: number
  free_delivery_above: number | null
  delivery_minutes: number
}

/** What an order needs of its branch: its snapshot, whether it is open, offers pickup, and how fast it is. */
export interface OrderBranchRow {
  id: number
  name: string
  address: string
  phone: string
  is_open: boolean
  offers_pickup: boolean
  delivery_minutes: number
  opening_hours: Branch['opening_hours']
}

/** The only code that reads the branches table for shoppers. */
export class BranchesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<Branch[]> {
    const rows = await this.db.selectFrom('branches').selectAll().orderBy('position').orderBy('id').execute()
    return rows.map(toBranch)
  }

  async exists(id: number): Promise<boolean> {
    return (await this.db.selectFrom('branches').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  }

  async any(): Promise<boolean> {
    return (await this.db.selectFrom('branches').select('id').limit(1).executeTakeFirst()) !== undefined
  }

  async deliveryAreas(): Promise<DeliveryArea[]> {
    const rows = await this.db
      .selectFrom('branches')
      .select(['id', 'name', 'is_open', 'pincodes', 'delivery_fee', 'free_delivery_above', 'delivery_minutes'])
      .orderBy('position')
      .orderBy('id')
      .execute()
    return rows.map((r) => ({ ...r, is_open: r.is_open === 1, pincodes: JSON.parse(r.pincodes) as string[] }))
  }

  async forOrder(id: number): Promise<OrderBranchRow | undefined> {
    const row = await this.db
      .selectFrom('branches')
      .select(['id', 'name', 'address', 'phone', 'is_open', 'offers_pickup', 'delivery_minutes', 'opening_hours'])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      row && {
        ...row,
        is_open: row.is_open === 1,
        offers_pickup: row.offers_pickup === 1,
        opening_hours: JSON.parse(row.opening_hours) as Branch['opening_hours'],
      }
    )
  }

  async deliveryRules(id: number): Promise<DeliveryRules | undefined> {
    const row = await this.db
      .selectFrom('branches')
      .select(['name', 'is_open', 'delivery_fee', 'free_delivery_above'])
      .where('id', '=', id)
      .executeTakeFirst()
    return (
      row && { name: row.name, is_open: row.is_open === 1, delivery_fee: row.delivery_fee, free_delivery_above: row.free_delivery_above }
    )
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
    offers_pickup: r.offers_pickup === 1,
  }
}
