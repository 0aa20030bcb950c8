import type { Kysely } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * Starts a table with an auto-increment integer id, the one column whose type differs by dialect.
 * Migrations are frozen once released; this helper must therefore never change behaviour.
 */
export function tableWithId(db: Kysely<any>, dialect: Dialect, table: string) {
  return dialect === 'postgres'
    ? db.schema.createTable(table).addColumn('id', 'serial', (c) => c.primaryKey())
    : db.schema.createTable(table).addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
}
