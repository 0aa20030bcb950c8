import type { Kysely, Selectable } from 'kysely'
import type { Database } from '../db/schema.ts'
import type { Tx } from '../db/transaction.ts'

export type AuditRow = Selectable<Database['audit_log']>

export interface AuditFilter {
  staffId?: number | null
  objectType?: string
  objectId?: string
  before?: number
}

/** The only code that touches audit_log (decision 0051): rows are added, never changed. */
export class AuditRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async add(trx: Tx, row: Omit<AuditRow, 'id'>): Promise<void> {
    await trx.insertInto('audit_log').values(row).execute()
  }

  /** Newest first, `limit` rows older than `before`. */
  page(filter: AuditFilter, limit: number): Promise<AuditRow[]> {
    let query = this.db.selectFrom('audit_log').selectAll()
    if (filter.staffId !== undefined) query = query.where('staff_id', filter.staffId === null ? 'is' : '=', filter.staffId)
    if (filter.objectType !== undefined) query = query.where('object_type', '=', filter.objectType)
    if (filter.objectId !== undefined) query = query.where('object_id', '=', filter.objectId)
    if (filter.before !== undefined) query = query.where('id', '<', filter.before)
    return query.orderBy('id', 'desc').limit(limit).execute()
  }
}
