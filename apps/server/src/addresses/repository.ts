import type { Kysely, Selectable } from 'kysely'
import type { AddressInput } from '@store/core'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type AddressRow = Selectable<Database['addresses']>

/** The only code that touches the addresses table. Every query names the owner: another shopper's row is never found. */
export class AddressesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  list(userId: number, db: Kysely<Database> | Tx = this.db): Promise<AddressRow[]> {
    return db.selectFrom('addresses').selectAll().where('user_id', '=', userId).orderBy('id').execute()
  }

  owned(userId: number, id: number): Promise<AddressRow | undefined> {
    return this.db.selectFrom('addresses').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
  }

  async count(trx: Tx, userId: number): Promise<number> {
    const row = await trx
      .selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow()
    return Number(row.n)
  }

  insert(trx: Tx, userId: number, input: AddressInput, isDefault: boolean): Promise<AddressRow> {
    return trx
      .insertInto('addresses')
      .values({
        user_id: userId,
        label: input.label,
        name: input.name,
        phone: input.phone,
        line1: input.line1,
        line2: input.line2 ?? null,
        landmark: input.landmark ?? null,
        city: input.city,
        state: input.state,
        pincode: input.pincode,
        lat: input.lat ?? null,
        lng: input.lng ?? null,
        place_id: input.place_id ?? null,
        is_default: isDefault ? 1 : 0,
        created_at: new Date().toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow()
  }

  /** Deletes the shopper's address; answers whether it was theirs and whether it was the default. */
  async delete(trx: Tx, userId: number, id: number): Promise<{ deleted: boolean; wasDefault: boolean }> {
    const row = await trx.selectFrom('addresses').select('is_default').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!row) return { deleted: false, wasDefault: false }
    await trx.deleteFrom('addresses').where('id', '=', id).where('user_id', '=', userId).execute()
    return { deleted: true, wasDefault: row.is_default === 1 }
  }

  /** Makes `id` the shopper's only default; answers false when it is not one of theirs (nothing changes then). */
  async setDefault(trx: Tx, userId: number, id: number): Promise<boolean> {
    const owned = await trx.selectFrom('addresses').select('id').where('id', '=', id).where('user_id', '=', userId).executeTakeFirst()
    if (!owned) return false
    await trx
      .updateTable('addresses')
      .set((eb) => ({ is_default: eb.case().when('id', '=', id).then(1).else(0).end() }))
      .where('user_id', '=', userId)
      .execute()
    return true
  }

  /** The newest address, which becomes the default when the default is deleted. */
  async newest(trx: Tx, userId: number): Promise<number | undefined> {
    const row = await trx.selectFrom('addresses').select('id').where('user_id', '=', userId).orderBy('id', 'desc').executeTakeFirst()
    return row?.id
  }
}
