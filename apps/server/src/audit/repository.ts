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

  /**
   * What people call the objects these entries name, keyed `type:id`: an order by its number, a
   * product by its name. One read per kind; an object deleted since has no label.
   */
  async labels(rows: Pick<AuditRow, 'object_type' | 'object_id'>[]): Promise<Map<string, string>> {
    const idsOf = (type: string) => [...new Set(rows.filter((r) => r.object_type === type).map((r) => r.object_id))]
    const labels = new Map<string, string>()
    const orderIds = idsOf('order')
    if (orderIds.length > 0)
      for (const o of await this.db.selectFrom('orders').select(['public_id', 'number']).where('public_id', 'in', orderIds).execute())
        labels.set(`order:${o.public_id}`, `#${o.number}`)
    const productIds = idsOf('product').map(Number).filter(Number.isSafeInteger)
    if (productIds.length > 0)
      for (const p of await this.db.selectFrom('products').select(['id', 'name']).where('id', 'in', productIds).execute())
        labels.set(`product:${p.id}`, p.name)
    return labels
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
