/**
 * Bench only: adds `count` reviews to a generated catalogue's SQLite file, in bulk SQL (rate-order-item
 * one by one would take hours at 1M). Reviewers are 1,000 generated shoppers; one review in ten goes
 * to 100 popular products (1,000 each at 1M), the rest spread over every product (about 9 each at
 * 100k products); one in three has no text; one in 200 is hidden. The breakdown is then counted once
 * into product_ratings, which the live code keeps by relative updates instead.
 *
 * usage: tsx bench/support/generate-reviews.ts <sqlite file> <count>
 */
import { sql } from 'kysely'
import { connect } from '../../apps/server/src/db/connect.ts'
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts'
import { progressBar } from '../../apps/server/src/cli/progress.ts'

const [file, countArg] = process.argv.slice(2)
const count = Number(countArg)
if (!file || !Number.isInteger(count) || count < 1) {
  console.error('usage: tsx bench/support/generate-reviews.ts <sqlite file> <count>')
  process.exit(2)
}
const REVIEWERS = 1000
const POPULAR = 100
const BATCH = 100_000
/** Far above any real order line's id, so generated reviews never meet a real item's unique key. */
const ITEM_BASE = 1_000_000_000

const db = connect({ databaseUrl: null, sqlitePath: file })
await migrateToLatest(db)
const k = db.kysely
const products = await k
  .selectFrom('products')
  .select((eb) => [eb.fn.min<number>('id').as('first'), eb.fn.countAll<number>().as('n'), eb.fn.max<number>('id').as('last')])
  .executeTakeFirstOrThrow()
if (Number(products.last) - Number(products.first) + 1 !== Number(products.n)) throw new Error('product ids are not contiguous')
const first = Number(products.first)
const productCount = Number(products.n)

const now = new Date().toISOString()
await k.transaction().execute(async (trx) => {
  for (let i = 0; i < REVIEWERS; i++) {
    await trx
      .insertInto('users')
      .values({
        name: `Bench Reviewer${i}`,
        email: `reviewer.${i}@bench.example`,
        phone: null,
        password_hash: null,
        referral_code: `BENCHR${i}`,
        created_at: now,
      })
      .onConflict((oc) => oc.doNothing())
      .execute()
  }
})
const firstUser = Number(
  (await k.selectFrom('users').select('id').where('email', '=', 'reviewer.0@bench.example').executeTakeFirstOrThrow()).id,
)
const done = Number(
  (
    await k
      .selectFrom('reviews')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('order_item_id', '>=', ITEM_BASE)
      .executeTakeFirstOrThrow()
  ).n,
)

const bar = progressBar('Reviews')
for (let from = done; from < count; from += BATCH) {
  const to = Math.min(count, from + BATCH)
  await sql`
    WITH RECURSIVE n(i) AS (SELECT ${from} UNION ALL SELECT i + 1 FROM n WHERE i + 1 < ${to})
    INSERT INTO reviews (product_id, user_id, order_id, order_item_id, rating, review, name, hidden, created_at, updated_at)
    SELECT
      ${first} + CASE WHEN i % 10 = 0 THEN (i / 10) % ${POPULAR} ELSE (i * 7919) % ${productCount} END,
      ${firstUser} + i % ${REVIEWERS},
      ${ITEM_BASE} + i,
      ${ITEM_BASE} + i,
      CASE (i * 37) % 10 WHEN 0 THEN 1 WHEN 1 THEN 2 WHEN 2 THEN 3 WHEN 3 THEN 4 WHEN 4 THEN 4 ELSE 5 END,
      CASE WHEN i % 3 = 0 THEN NULL
        ELSE 'Generated review ' || i || ': ' || substr('Tasty, hot and on time. The portion was generous and the packaging kept it warm. Would order again, maybe with extra sauce next time. Friendly rider too.', 1, 40 + i % 110) END,
      'Bench ' || char(65 + i % 26) || '.',
      CASE WHEN i % 200 = 0 THEN 1 ELSE 0 END,
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 31536000) || ' seconds'),
      strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (i % 31536000) || ' seconds')
    FROM n
  `.execute(k)
  bar.update(to, count)
}
bar.stop()

// The breakdown, counted once from the visible reviews (demo ones included).
await k.transaction().execute(async (trx) => {
  await trx.deleteFrom('product_ratings').execute()
  await sql`
    INSERT INTO product_ratings (product_id, count_1, count_2, count_3, count_4, count_5, rating_sum, review_count)
    SELECT product_id,
      SUM(CASE WHEN rating = 1 THEN 1 ELSE 0 END), SUM(CASE WHEN rating = 2 THEN 1 ELSE 0 END),
      SUM(CASE WHEN rating = 3 THEN 1 ELSE 0 END), SUM(CASE WHEN rating = 4 THEN 1 ELSE 0 END),
      SUM(CASE WHEN rating = 5 THEN 1 ELSE 0 END), SUM(rating), SUM(CASE WHEN review IS NULL THEN 0 ELSE 1 END)
    FROM reviews WHERE hidden = 0 GROUP BY product_id
  `.execute(trx)
  await trx
    .updateTable('cache_versions')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('key', '=', 'cache-reviews')
    .execute()
})
await sql`ANALYZE`.execute(k)
console.log(`${count.toLocaleString('en-US')} reviews over ${productCount.toLocaleString('en-US')} products in ${file}`)
await db.close()
