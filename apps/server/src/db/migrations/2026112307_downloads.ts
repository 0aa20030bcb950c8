import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/**
 * Digital goods (decision 0024): a product's downloadable file, kept in the database in
 * 1 MiB chunks so every server can stream it without a shared disk, and the paid lines' download
 * links. A link counts its downloads and carries its expiry; its tokens (one for the mail, one for the
 * order's page) are stored only as SHA-256.
 */
export function downloadsMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      const k = db as Kysely<any>
      await tableWithId(k, dialect, 'product_files')
        // One file per product; deleting the product deletes its file (and its chunks below).
        .addColumn('product_id', 'integer', (c) => c.notNull().unique().references('products.id').onDelete('cascade'))
        .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
        .addColumn('content_type', 'varchar(100)', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('sha256', 'varchar(64)', (c) => c.notNull())
        .addColumn('chunk_count', 'integer', (c) => c.notNull())
        .addColumn('updated_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema
        .createTable('product_file_chunks')
        .addColumn('file_id', 'integer', (c) => c.notNull().references('product_files.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('bytes', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('product_file_chunks_pk', ['file_id', 'seq'])
        .execute()

      await tableWithId(k, dialect, 'download_links')
        .addColumn('order_id', 'integer', (c) => c.notNull().references('orders.id').onDelete('cascade'))
        // One link per paid line: a second issue of the same order meets this key.
        .addColumn('order_line_id', 'integer', (c) => c.notNull().unique())
        .addColumn('product_id', 'integer', (c) => c.notNull())
        .addColumn('user_id', 'integer', (c) => c.notNull())
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('downloads_left', 'integer', (c) => c.notNull())
        // Null until the order is paid; then paid_at (when the links were issued) and paid_at + 7 days.
        .addColumn('issued_at', 'varchar(40)')
        .addColumn('expires_at', 'varchar(40)')
        // Where the mail's links point when PUBLIC_URL is not set: the origin the order was placed from.
        .addColumn('link_base', 'varchar(300)', (c) => c.notNull())
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .addCheckConstraint('download_links_left', sql`downloads_left >= 0`)
        .execute()
      await k.schema.createIndex('download_links_order').on('download_links').columns(['order_id', 'id']).execute()
      // The issuer's poll: links of orders not yet paid.
      await k.schema.createIndex('download_links_pending').on('download_links').columns(['issued_at', 'order_id']).execute()

      await k.schema
        .createTable('download_tokens')
        .addColumn('token_hash', 'varchar(64)', (c) => c.primaryKey())
        .addColumn('link_id', 'integer', (c) => c.notNull().references('download_links.id').onDelete('cascade'))
        .addColumn('purpose', 'varchar(10)', (c) => c.notNull()) // 'mail' | 'page'
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      await k.schema.createIndex('download_tokens_link').on('download_tokens').columns(['link_id', 'purpose']).unique().execute()
    },
    async down(db) {
      for (const table of ['download_tokens', 'download_links', 'product_file_chunks', 'product_files'])
        await db.schema.dropTable(table).ifExists().execute()
    },
  }
}
