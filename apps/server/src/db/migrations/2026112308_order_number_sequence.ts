import { sql, type Migration } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * On PostgreSQL, order numbers come from a sequence (decision 0018): `nextval` takes no row lock, so
 * orders on many connections and servers no longer wait for each other's commit on the counter row.
 * A number taken by an order that then fails is not reused (a gap); SQLite has one writer at a time
 * and keeps the counters row, which has no gaps. The sequence starts after the counter's last number.
 */
export function orderNumberSequenceMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      if (dialect !== 'postgres') return
      await sql`CREATE SEQUENCE order_number_seq`.execute(db)
      await sql`SELECT setval('order_number_seq', (SELECT value FROM counters WHERE name = 'order_number'))`.execute(db)
    },
    async down(db) {
      if (dialect === 'postgres') await sql`DROP SEQUENCE IF EXISTS order_number_seq`.execute(db)
    },
  }
}
