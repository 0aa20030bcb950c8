import { randomBytes } from 'node:crypto'
import { newReferralCode } from '../accounts/tokens.ts'
import type { Db } from '../db/connect.ts'
import { OrdersRepository } from '../orders/repository.ts'
import { contribution } from '../reviews/breakdown.ts'
import { ReviewsRepository } from '../reviews/repository.ts'
import { reviewerName } from '../reviews/rules.ts'

/** Shoppers who reviewed the demo's food; no password, so nobody logs in as them. */
const REVIEWERS = [
  { name: 'Priya Sharma', email: 'priya.sharma@reviews.demo' },
  { name: 'Rahul Verma', email: 'rahul.verma@reviews.demo' },
  { name: 'Ananya Iyer', email: 'ananya.iyer@reviews.demo' },
  { name: 'Marco Rossi', email: 'marco.rossi@reviews.demo' },
  { name: 'Emily Chen', email: 'emily.chen@reviews.demo' },
]

/** [product slug, reviewer, stars, text (null: stars only), days ago] */
const REVIEWS: [string, number, 1 | 2 | 3 | 4 | 5, string | null, number][] = [
  ['margherita-pizza', 0, 5, 'Thin, crisp base and proper fresh mozzarella. Arrived hot!', 2],
  ['margherita-pizza', 1, 4, 'Tasty and quick. A little more basil next time, please.', 6],
  ['margherita-pizza', 3, 5, 'As close to Naples as I have had outside Italy.', 11],
  ['margherita-pizza', 4, 3, null, 15],
  ['margherita-pizza', 2, 4, 'Good value for the size. The crust stayed crunchy.', 20],
  ['smoky-bbq-burger', 1, 5, 'Juicy patty, smoky sauce, soft bun. My new favourite.', 3],
  ['smoky-bbq-burger', 2, 4, 'Great burger; the onion rings on the side are worth it.', 9],
  ['smoky-bbq-burger', 4, 2, 'A bit too salty for me, and the fries were cold.', 18],
  ['caesar-salad', 4, 5, 'Crunchy lettuce, generous parmesan, dressing on the side as asked.', 4],
  ['caesar-salad', 0, 4, null, 12],
  ['chocolate-lava-cake', 3, 5, 'Molten in the middle, just as promised. Order two.', 1],
  ['chocolate-lava-cake', 2, 5, null, 8],
]

const DAY_MS = 24 * 3600 * 1000

/**
 * The demo's reviews: a few shoppers, each review on an item of their
 * own delivered order, as the rules require, and the breakdown moved the same way a real review moves
 * it. Run by the seed after the demo catalogue; a second seed replaces the reviewers' orders (their
 * reviews went with the replaced products).
 */
export async function seedDemoReviews(db: Db): Promise<void> {
  const orders = new OrdersRepository(db.kysely, db.dialect)
  const reviews = new ReviewsRepository(db.kysely, db.dialect)
  const now = Date.now()
  await db.kysely.transaction().execute(async (trx) => {
    const userIds: number[] = []
    for (const r of REVIEWERS) {
      await trx
        .insertInto('users')
        .values({
          ...r,
          phone: null,
          password_hash: null,
          referral_code: newReferralCode(),
          created_at: new Date(now - 60 * DAY_MS).toISOString(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute()
      userIds.push((await trx.selectFrom('users').select('id').where('email', '=', r.email).executeTakeFirstOrThrow()).id)
    }
    await trx.deleteFrom('orders').where('user_id', 'in', userIds).execute()
    const slugs = [...new Set(REVIEWS.map(([slug]) => slug))]
    const products = await trx.selectFrom('products').select(['id', 'slug', 'name', 'selling_price']).where('slug', 'in', slugs).execute()
    for (const [slug, who, rating, text, daysAgo] of REVIEWS) {
      const product = products.find((p) => p.slug === slug)
      if (!product) continue // the demo catalogue changed: nothing to review
      const userId = userIds[who]!
      const placed = new Date(now - (daysAgo + 1) * DAY_MS).toISOString()
      const reviewed = new Date(now - daysAgo * DAY_MS).toISOString()
      const { row: order, lines } = await orders.insert(
        trx,
        {
          number: await orders.nextNumber(trx),
          owner_key: `user:${userId}`,
          branch_id: 1,
          status: 'delivered',
          coupon_code: null,
          total: product.selling_price,
          subtotal: product.selling_price,
          item_count: 1,
          first_items: JSON.stringify([product.name]),
          payment_status: 'paid',
          created_at: placed,
          placed_at: placed,
          public_id: randomBytes(16).toString('base64url'),
          user_id: userId,
          address: null,
          branch: null,
          notes: null,
          cancelled_at: null,
          cancel_reason: null,
          cancelled_by: null,
          razorpay_order_id: null,
          razorpay_payment_id: null,
        },
        [
          {
            product_id: product.id,
            name: product.name,
            slug: product.slug,
            image: null,
            options: '[]',
            selected_attributes: '[]',
            selected_multi_attributes: '[]',
            unit_price: product.selling_price,
            quantity: 1,
            line_total: product.selling_price,
            stock_source: null,
          },
        ],
      )
      const orderId = order.id
      await orders.addEvent(trx, orderId, 'delivered', 'Delivered', placed)
      const [line] = lines
      const row = await reviews.insert(trx, {
        product_id: product.id,
        user_id: userId,
        order_id: orderId,
        order_item_id: line!.id,
        rating,
        review: text,
        name: reviewerName(REVIEWERS[who]!.name),
        created_at: reviewed,
      })
      await reviews.applyToRatings(trx, product.id, contribution(row))
    }
    await trx
      .updateTable('cache_versions')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', '=', 'cache-reviews')
      .execute()
  })
}
