import type { Db } from '../db/connect.ts'
import { demoImage } from '../web/demo-images.ts'

/**
 * Bulk-generates `count` extra products for load tests, in batches inside transactions (the owner
 * API's per-product writes would take minutes at 100k). Names draw on a small vocabulary so searches
 * have common words ("pizza" in about one product in eight) and rare ones ("saffron" in exactly 5).
 */
const ADJECTIVES = ['Classic', 'Spicy', 'Smoky', 'Golden', 'Crispy', 'Rustic', 'Zesty', 'Creamy', 'Garden', 'Royal', 'Double', 'Tangy']
const NOUNS = ['Pizza', 'Burger', 'Pasta', 'Salad', 'Wrap', 'Bowl', 'Sandwich', 'Taco']
const EXTRAS = ['with basil', 'with cheddar', 'with mushrooms', 'with chilli', 'with herbs', 'with garlic', 'with pesto', 'with olives']
export const RARE_WORD = 'saffron'
const BATCH = 500

export async function generateCatalogue(db: Db, count: number, progress: (done: number, total: number) => void): Promise<void> {
  const categories = await db.kysely.selectFrom('categories').select('id').execute()
  const branches = await db.kysely.selectFrom('branches').select('id').execute()
  const start =
    (
      await db.kysely
        .selectFrom('products')
        .select((eb) => eb.fn.max('position').as('p'))
        .executeTakeFirst()
    )?.p ?? 0
  const now = new Date().toISOString()
  for (let done = 0; done < count; done += BATCH) {
    const size = Math.min(BATCH, count - done)
    await db.kysely.transaction().execute(async (trx) => {
      const rows = Array.from({ length: size }, (_, i) => {
        const n = done + i
        const name = `${ADJECTIVES[n % ADJECTIVES.length]} ${NOUNS[Math.floor(n / ADJECTIVES.length) % NOUNS.length]} ${EXTRAS[(n % 7) % EXTRAS.length]} No. ${n + 1}`
        const rare = n % Math.max(1, Math.floor(count / 5)) === 7 ? ` Finished with ${RARE_WORD}.` : ''
        return {
          name,
          slug: `generated-${n + 1}`,
          description: `A generated dish for load testing: ${name.toLowerCase()}.${rare}`,
          images: JSON.stringify([demoImage(name.slice(0, 30), (n * 37) % 360)]),
          selling_price: 300 + ((n * 97) % 2000),
          original_price: n % 5 === 0 ? 2500 : null,
          stock: null,
          is_active: 1,
          has_options: 0,
          position: Number(start) + 1 + n,
          created_at: now,
        }
      })
      const inserted = await trx.insertInto('products').values(rows).returning('id').execute()
      if (categories.length > 0) {
        await trx
          .insertInto('product_categories')
          .values(inserted.map((r, i) => ({ product_id: r.id, category_id: categories[(done + i) % categories.length]!.id })))
          .execute()
      }
      // One product in ten differs at the second branch: a price, or not sold there.
      const second = branches[1]
      const differing = second ? inserted.filter((_, i) => (done + i) % 10 === 3) : []
      if (second && differing.length > 0) {
        await trx
          .insertInto('product_branches')
          .values(
            differing.map((r, i) => ({
              product_id: r.id,
              branch_id: second.id,
              is_available: i % 2,
              selling_price: 999,
              original_price: null,
              stock: null,
            })),
          )
          .execute()
      }
      await trx
        .updateTable('cache_versions')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('key', '=', 'cache-products')
        .execute()
    })
    progress(Math.min(done + size, count), count)
  }
}
