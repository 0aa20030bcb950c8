import type { Kysely, Selectable } from 'kysely'
import { DEFAULT_DELIVERY_MINUTES, type BranchInput, type OwnerBranch } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

/** The owner's reads and writes of the branches table. */
export class BranchesOwnerRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async list(): Promise<OwnerBranch[]> {
    return (await this.db.selectFrom('branches').selectAll().orderBy('id').execute()).map(toOwnerBranch)
  }

  async byId(id: number, db: Kysely<Database> | Tx = this.db): Promise<OwnerBranch | undefined> {
    const row = await db.selectFrom('branches').selectAll().where('id', '=', id).executeTakeFirst()
    return row && toOwnerBranch(row)
  }

  /** Which of these ids exist, read inside the caller's transaction. */
  async existingIds(trx: Tx, ids: number[]): Promise<number[]> {
    if (ids.length === 0) return []
    return (await trx.selectFrom('branches').select('id').where('id', 'in', ids).execute()).map((r) => r.id)
  }

  /** How many branches there are, read inside the caller's transaction. */
  async count(trx: Tx): Promise<number> {
    const row = await trx
      .selectFrom('branches')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  async insert(trx: Tx, input: BranchInput): Promise<number> {
    return (await trx.insertInto('branches').values(branchRow(input)).returning('id').executeTakeFirstOrThrow()).id
  }

  /** False when there is no such branch. */
  async update(trx: Tx, id: number, input: BranchInput): Promise<boolean> {
    return Number((await trx.updateTable('branches').set(branchRow(input)).where('id', '=', id).executeTakeFirst()).numUpdatedRows) > 0
  }

  async delete(trx: Tx, id: number): Promise<boolean> {
    return Number((await trx.deleteFrom('branches').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0
  }
}

function branchRow(b: BranchInput) {
  return {
    name: b.name,
    address: b.address,
    phone: b.phone ?? '',
    pincodes: JSON.stringify([...new Set(b.pincodes ?? [])]),
    opening_hours: JSON.stringify(b.opening_hours ?? []),
    is_open: b.is_open === false ? 0 : 1,
    position: b.position ?? 0,
    delivery_fee: b.delivery_fee ?? 0,
    free_delivery_above: b.free_delivery_above ?? null,
    delivery_minutes: b.delivery_minutes ?? DEFAULT_DELIVERY_MINUTES,
    offers_pickup: b.offers_pickup === false ? 0 : 1,
  }
}

function toOwnerBranch(r: Selectable<Database['branches']>): OwnerBranch {
  return {
    id: r.id,
    name: r.name,
    address: r.address,
    phone: r.phone,
    pincodes: JSON.parse(r.pincodes) as string[],
    opening_hours: JSON.parse(r.opening_hours) as OwnerBranch['opening_hours'],
    is_open: r.is_open === 1,
    position: r.position,
    delivery_fee: r.delivery_fee,
    free_delivery_above: r.free_delivery_above,
    delivery_minutes: r.delivery_minutes,
    offers_pickup: r.offers_pickup === 1,
  }
}
