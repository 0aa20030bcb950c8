import { sql, type Kysely, type Migration } from 'kysely'
import type { Dialect } from '../connect.ts'
import { tableWithId } from './table-with-id.ts'

/** Catalogue, layout, settings and cache versions (spec §3). Booleans are 0/1 integers, JSON is text. */
export function catalogueMigration(dialect: Dialect): Migration {
  const id = (db: Kysely<any>, table: string) => tableWithId(db, dialect, table)

  return {
    async up(db) {
      await db.schema
        .createTable('settings')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('app_secrets')
        .addColumn('key', 'varchar(100)', (c) => c.primaryKey())
        .addColumn('value', 'text', (c) => c.notNull())
        .execute()
      await db.schema
        .createTable('cache_versions')
        .addColumn('key', 'varchar(50)', (c) => c.primaryKey())
        .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
        .execute()

      await id(db, 'branches')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('address', 'text', (c) => c.notNull())
        .addColumn('phone', 'varchar(50)', (c) => c.notNull().defaultTo(''))
        .addColumn('pincodes', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('opening_hours', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('is_open', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await id(db, 'categories')
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('primary_image', 'text')
        .addColumn('color', 'varchar(20)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      await id(db, 'products')
        .addColumn('name', 'varchar(300)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('images', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('selling_price', 'integer', (c) => c.notNull())
        .addColumn('original_price', 'integer')
        .addColumn('stock', 'integer')
        .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('has_options', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_at', 'varchar(40)', (c) => c.notNull())
        .execute()
      // The listing order; covering the filter keeps page 1 as fast at 100k products as at 1k.
      await db.schema.createIndex('products_listing').on('products').columns(['is_active', 'position', 'id']).execute()

      await db.schema
        .createTable('product_categories')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('product_categories_pk', ['category_id', 'product_id'])
        .execute()
      await db.schema.createIndex('product_categories_product').on('product_categories').column('product_id').execute()

      await db.schema
        .createTable('product_branches')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('branch_id', 'integer', (c) => c.notNull().references('branches.id').onDelete('cascade'))
        .addColumn('is_available', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('selling_price', 'integer')
        .addColumn('original_price', 'integer')
        .addColumn('stock', 'integer')
        .addPrimaryKeyConstraint('product_branches_pk', ['product_id', 'branch_id'])
        .execute()

      await id(db, 'attributes')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('attributes_product').on('attributes').column('product_id').execute()
      await id(db, 'attribute_values')
        .addColumn('attribute_id', 'integer', (c) => c.notNull().references('attributes.id').onDelete('cascade'))
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('attribute_values_attribute').on('attribute_values').column('attribute_id').execute()
      await id(db, 'combinations')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('value_ids', 'text', (c) => c.notNull())
        .addColumn('price', 'integer', (c) => c.notNull())
        .execute()
      await db.schema.createIndex('combinations_product').on('combinations').column('product_id').execute()
      await id(db, 'multi_attributes')
        .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
        .addColumn('name', 'varchar(200)', (c) => c.notNull())
        .addColumn('min_select', 'integer')
        .addColumn('max_select', 'integer')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('multi_attributes_product').on('multi_attributes').column('product_id').execute()
      await id(db, 'multi_attribute_values')
        .addColumn('multi_attribute_id', 'integer', (c) => c.notNull().references('multi_attributes.id').onDelete('cascade'))
        .addColumn('value', 'varchar(200)', (c) => c.notNull())
        .addColumn('price', 'integer')
        .addColumn('dependencies', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('variant_prices', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await db.schema.createIndex('multi_attribute_values_attribute').on('multi_attribute_values').column('multi_attribute_id').execute()

      await id(db, 'banners')
        .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
        .addColumn('image', 'text', (c) => c.notNull())
        .addColumn('link_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('link_slug', 'varchar(200)')
        .addColumn('custom_url', 'text')
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()
      await id(db, 'layout_entries')
        .addColumn('code', 'varchar(100)', (c) => c.notNull())
        .addColumn('type', 'varchar(20)', (c) => c.notNull())
        .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('settings', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('unique_id', 'varchar(100)')
        .execute()
      await id(db, 'pages')
        .addColumn('title', 'varchar(200)', (c) => c.notNull())
        .addColumn('slug', 'varchar(200)', (c) => c.notNull().unique())
        .addColumn('content', 'text', (c) => c.notNull())
        .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
        .execute()

      // Full-text search over name (weighted) and description, prefix-matched as the shopper types.
      if (dialect === 'postgres') {
        await sql`ALTER TABLE products ADD COLUMN search tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('simple', name), 'A') || setweight(to_tsvector('simple', description), 'B')) STORED`.execute(db)
        await sql`CREATE INDEX products_search ON products USING GIN (search)`.execute(db)
      } else {
        await sql`CREATE VIRTUAL TABLE products_fts USING fts5(name, description, content='products', content_rowid='id',
          tokenize='unicode61 remove_diacritics 2', prefix='2 3 4')`.execute(db)
        // The hidden `rank` column ranks by bm25 with name matches worth ten description matches;
        // ordering by `rank` is cheaper than calling bm25() in ORDER BY.
        await sql`INSERT INTO products_fts(products_fts, rank) VALUES ('rank', 'bm25(10.0, 1.0)')`.execute(db)
        await sql`CREATE TRIGGER products_fts_insert AFTER INSERT ON products BEGIN
          INSERT INTO products_fts(rowid, name, description) VALUES (new.id, new.name, new.description); END`.execute(db)
        await sql`CREATE TRIGGER products_fts_delete AFTER DELETE ON products BEGIN
          INSERT INTO products_fts(products_fts, rowid, name, description) VALUES ('delete', old.id, old.name, old.description); END`.execute(
          db,
        )
        await sql`CREATE TRIGGER products_fts_update AFTER UPDATE OF name, description ON products BEGIN
          INSERT INTO products_fts(products_fts, rowid, name, description) VALUES ('delete', old.id, old.name, old.description);
          INSERT INTO products_fts(rowid, name, description) VALUES (new.id, new.name, new.description); END`.execute(db)
      }
    },
    async down(db) {
      if (dialect === 'sqlite') await sql`DROP TABLE IF EXISTS products_fts`.execute(db)
      for (const table of [
        'pages',
        'layout_entries',
        'banners',
        'multi_attribute_values',
        'multi_attributes',
        'combinations',
        'attribute_values',
        'attributes',
        'product_branches',
        'product_categories',
        'products',
        'categories',
        'branches',
        'cache_versions',
        'app_secrets',
        'settings',
      ]) {
        await db.schema.dropTable(table).ifExists().execute()
      }
    },
  }
}
