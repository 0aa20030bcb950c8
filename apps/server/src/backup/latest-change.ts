import type Database from 'better-sqlite3'

/**
 * When a database last took something a shopper or the owner did: its newest order, order event or
 * wallet movement. A restore compares the backup's with the live database's, so it never silently
 * throws away orders taken since the backup (decision 0044). ISO text, or null for a store with none.
 */
export const LATEST_CHANGE_SQL = `SELECT max(at) AS at FROM (
  SELECT max(placed_at) AS at FROM orders
  UNION ALL SELECT max(at) FROM order_events
  UNION ALL SELECT max(created_at) FROM wallet_ledger
) AS changes`

export function latestChangeOfSqlite(db: Database.Database): string | null {
  return (db.prepare(LATEST_CHANGE_SQL).get() as { at: string | null }).at
}
