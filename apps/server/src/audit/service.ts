import type { AuditEntry, AuditPage } from '@store/core'
import type { Tx } from '../db/transaction.ts'
import type { Actor } from '../staff/actor.ts'
import type { AuditFilter, AuditRepository, AuditRow } from './repository.ts'

const PAGE = 50

/** What one write did to one object; before is null for a creation, after null for a deletion. */
export interface AuditChange {
  objectType: string
  objectId: string | number
  action: string
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** The fields whose values differ, each with its value before and after (compared as JSON). */
export function changedFields(before: Record<string, unknown> | null | undefined, after: Record<string, unknown> | null | undefined) {
  const changes: Record<string, { before: unknown; after: unknown }> = {}
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])
  for (const key of keys) {
    const was = before?.[key] ?? null
    const now = after?.[key] ?? null
    if (JSON.stringify(was) !== JSON.stringify(now)) changes[key] = { before: was, after: now }
  }
  return changes
}

const toEntry = (row: AuditRow, labels: Map<string, string>): AuditEntry => ({
  id: row.id,
  at: row.at,
  staff_id: row.staff_id,
  actor: row.actor,
  object_type: row.object_type,
  object_id: row.object_id,
  object_label: labels.get(`${row.object_type}:${row.object_id}`) ?? null,
  action: row.action,
  changes: JSON.parse(row.changes) as AuditEntry['changes'],
})

/**
 * The audit log of every owner write (decision 0051). Other areas call `record` inside the transaction
 * of their write, so the entry and the change commit or roll back together.
 */
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  async record(trx: Tx, actor: Actor, change: AuditChange): Promise<void> {
    await this.repo.add(trx, {
      at: new Date().toISOString(),
      staff_id: actor.staffId,
      actor: actor.name,
      object_type: change.objectType,
      object_id: String(change.objectId),
      action: change.action,
      changes: JSON.stringify(changedFields(change.before, change.after)),
    })
  }

  async page(filter: AuditFilter): Promise<AuditPage> {
    const rows = await this.repo.page(filter, PAGE + 1)
    const shown = rows.slice(0, PAGE)
    const labels = await this.repo.labels(shown)
    const items = shown.map((row) => toEntry(row, labels))
    return { items, next_before: rows.length > PAGE ? items.at(-1)!.id : null }
  }
}
