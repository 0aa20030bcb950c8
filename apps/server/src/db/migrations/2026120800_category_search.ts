import { sql, type Migration } from 'kysely'
import type { Dialect } from '../connect.ts'

/**
 * PostgreSQL only: a search within a category answered by one index (decision 0056). Each product
 * carries its categories as lexemes (`#category:7`, which neither a product's text can produce nor a
 * typed prefix can match: the `simple` parser and searchWords keep letters and digits only), kept
 * by triggers on product_categories, and one GIN index
 * holds the product's words and its categories together, so "words starting cr, in category 7" is
 * an AND inside the index instead of a walk of the category. SQLite's full-text table needs none of
 * it. Additive: the column has a default and the triggers fill it.
 */
export function categorySearchMigration(dialect: Dialect): Migration {
  return {
    async up(db) {
      if (dialect !== 'postgres') return
      await sql`ALTER TABLE products ADD COLUMN category_lexemes tsvector NOT NULL DEFAULT ''`.execute(db)
      await sql`CREATE FUNCTION product_category_lexemes(product integer) RETURNS tsvector LANGUAGE sql STABLE AS $$
          SELECT COALESCE(array_to_tsvector(array_agg('#category:' || category_id)), '')
            FROM product_categories WHERE product_id = product $$`.execute(db)
      // One trigger function for every change: it recomputes the lexemes of the products a statement
      // touched, from what product_categories holds once the statement is done.
      await sql`CREATE FUNCTION products_category_lexemes_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          UPDATE products SET category_lexemes = product_category_lexemes(id) WHERE id IN (SELECT product_id FROM changed);
          RETURN NULL;
        END $$`.execute(db)
      // Statement triggers with transition tables: a bulk insert of 500 rows is one UPDATE, not 500.
      await sql`CREATE TRIGGER product_categories_lexemes_insert AFTER INSERT ON product_categories
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_category_lexemes_refresh()`.execute(db)
      await sql`CREATE TRIGGER product_categories_lexemes_delete AFTER DELETE ON product_categories
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_category_lexemes_refresh()`.execute(db)
      // An update is seen from both sides: the product a row left and the one it joined.
      await sql`CREATE TRIGGER product_categories_lexemes_update_old AFTER UPDATE ON product_categories
        REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_category_lexemes_refresh()`.execute(db)
      await sql`CREATE TRIGGER product_categories_lexemes_update_new AFTER UPDATE ON product_categories
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION products_category_lexemes_refresh()`.execute(db)
      await sql`UPDATE products SET category_lexemes = product_category_lexemes(id)
        WHERE id IN (SELECT product_id FROM product_categories)`.execute(db)
      await sql`CREATE INDEX products_search_in_category ON products USING gin ((search || category_lexemes))`.execute(db)
    },
    async down(db) {
      if (dialect !== 'postgres') return
      await sql`DROP INDEX IF EXISTS products_search_in_category`.execute(db)
      for (const trigger of ['insert', 'delete', 'update_old', 'update_new'])
        await sql`DROP TRIGGER IF EXISTS ${sql.raw(`product_categories_lexemes_${trigger}`)} ON product_categories`.execute(db)
      await sql`DROP FUNCTION IF EXISTS products_category_lexemes_refresh()`.execute(db)
      await sql`DROP FUNCTION IF EXISTS product_category_lexemes(integer)`.execute(db)
      await sql`ALTER TABLE products DROP COLUMN IF EXISTS category_lexemes`.execute(db)
    },
  }
}
