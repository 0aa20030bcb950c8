import { sql, type Kysely, type Migration } from 'kysely'

/**
 * /metrics counts orders placed, cancelled and refunded at each scrape (decision 0071). With this
 * partial index the refunded ones are counted from an index of only those orders (holding the column its
 * condition reads, so SQLite too answers from the index alone), as the cancelled ones
 * are from `orders_status_placed` and all of them from the smallest index, instead of reading every
 * order row. Additive.
 */
export function orderMetricIndexesMigration(): Migration {
  return {
    async up(db) {
      await (db as Kysely<any>).schema
        .createIndex('orders_refunded')
        .on('orders')
        .column('refunded')
        .where(sql.ref('refunded'), '>', 0)
        .execute()
    },
    async down(db) {
      await db.schema.dropIndex('orders_refunded').ifExists().execute()
    },
  }
}
