import type { Kysely, Selectable } from 'kysely'
import type { Dialect } from '../db/connect.ts'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type StaffRow = Selectable<Database['staff']>
type NewStaff = Pick<StaffRow, 'name' | 'email' | 'role' | 'password_hash' | 'created_at'>

/** The only code that touches staff, staff_tokens and staff_setup_links (decision 0050). */
export class StaffRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: Dialect,
  ) {}

  byEmail(email: string): Promise<StaffRow | undefined> {
    return this.db.selectFrom('staff').selectAll().where('email', '=', email).executeTakeFirst()
  }

  byId(id: number, trx?: Tx): Promise<StaffRow | undefined> {
    return (trx ?? this.db).selectFrom('staff').selectAll().where('id', '=', id).executeTakeFirst()
  }

  list(): Promise<StaffRow[]> {
    return this.db.selectFrom('staff').selectAll().orderBy('id').execute()
  }

  /**
   * The active owners, locked while a write checks that one stays (on SQLite the write transaction
   * already runs alone: BEGIN IMMEDIATE).
   */
  async activeOwners(trx: Tx): Promise<number[]> {
    const query = trx.selectFrom('staff').select('id').where('role', '=', 'owner').where('active', '=', 1)
    const rows = await (this.dialect === 'postgres' ? query.forUpdate() : query).execute()
    return rows.map((r) => r.id)
  }

  async anyStaff(trx?: Tx): Promise<boolean> {
    return (await (trx ?? this.db).selectFrom('staff').select('id').limit(1).executeTakeFirst()) !== undefined
  }

  /** Makes first-owner setups take turns (PostgreSQL; SQLite's write transactions already do). */
  async lockFirstOwnerLinks(trx: Tx): Promise<void> {
    if (this.dialect === 'postgres')
      await trx.selectFrom('staff_setup_links').select('token_hash').where('staff_id', 'is', null).forUpdate().execute()
  }

  create(trx: Tx, staff: NewStaff): Promise<StaffRow> {
    return trx.insertInto('staff').values(staff).returningAll().executeTakeFirstOrThrow()
  }

  async update(trx: Tx, id: number, change: Partial<Pick<StaffRow, 'name' | 'role' | 'active' | 'password_hash'>>): Promise<void> {
    await trx.updateTable('staff').set(change).where('id', '=', id).execute()
  }

  async addToken(hash: string, staffId: number, now: string, trx?: Tx): Promise<void> {
    await (trx ?? this.db)
      .insertInto('staff_tokens')
      .values({ token_hash: hash, staff_id: staffId, created_at: now, last_used_at: now })
      .execute()
  }

  /** The active staff member a token belongs to, if it was used after `idleFloor`. */
  tokenStaff(hash: string, idleFloor: string): Promise<(StaffRow & { last_used_at: string }) | undefined> {
    return this.db
      .selectFrom('staff_tokens')
      .innerJoin('staff', 'staff.id', 'staff_tokens.staff_id')
      .selectAll('staff')
      .select('staff_tokens.last_used_at')
      .where('staff_tokens.token_hash', '=', hash)
      .where('staff_tokens.last_used_at', '>', idleFloor)
      .where('staff.active', '=', 1)
      .executeTakeFirst()
  }

  async touchToken(hash: string, now: string): Promise<void> {
    await this.db.updateTable('staff_tokens').set({ last_used_at: now }).where('token_hash', '=', hash).execute()
  }

  async removeToken(hash: string): Promise<void> {
    await this.db.deleteFrom('staff_tokens').where('token_hash', '=', hash).execute()
  }

  async removeTokens(staffId: number, trx?: Tx): Promise<void> {
    await (trx ?? this.db).deleteFrom('staff_tokens').where('staff_id', '=', staffId).execute()
  }

  async addLink(hash: string, staffId: number | null, expiresAt: string, trx?: Tx): Promise<void> {
    await (trx ?? this.db).insertInto('staff_setup_links').values({ token_hash: hash, staff_id: staffId, expires_at: expiresAt }).execute()
  }

  /** An unused, unexpired link. */
  liveLink(hash: string, now: string, trx?: Tx) {
    return (trx ?? this.db)
      .selectFrom('staff_setup_links')
      .selectAll()
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
  }

  /** Marks a live link used; false when another request used it first (one wins). */
  async useLink(trx: Tx, hash: string, now: string): Promise<boolean> {
    const result = await trx
      .updateTable('staff_setup_links')
      .set({ used_at: now })
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst()
    return Number(result.numUpdatedRows) === 1
  }

  /** Earlier links of one person stop working when a new one is made. */
  async retireLinks(trx: Tx, staffId: number, now: string): Promise<void> {
    await trx.updateTable('staff_setup_links').set({ used_at: now }).where('staff_id', '=', staffId).where('used_at', 'is', null).execute()
  }
}
