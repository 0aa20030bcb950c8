import {
  REVIEW_EDIT_DAYS,
  REVIEWS_PER_PAGE,
  optionsText,
  type MyReview,
  type OrderReviews,
  type ProductRating,
  type ProductReviews,
  type RateOrderItemBody,
} from '@store/core'
import type { AccountsService } from '../accounts/service.ts'
import type { CacheVersions } from '../cache/versions.ts'
import type { CatalogueService } from '../catalogue/service.ts'
import type { Tx, UnitOfWork } from '../db/transaction.ts'
import { isUniqueViolation } from '../db/unique-violation.ts'
import { InputError, NotFoundError } from '../http/errors.ts'
import type { OrdersService } from '../orders/service.ts'
import { combined, contribution } from './breakdown.ts'
import type { ReviewRow, ReviewsRepository } from './repository.ts'
import { editableUntil, RATEABLE_STATUSES, reviewerName, reviewText } from './rules.ts'
import { toBreakdown, toMine, toPublic } from './view.ts'

/**
 * Reviews (decision 0022): items of the shopper's own delivered orders, one review per item,
 * changeable for 30 days. Every write moves the product's breakdown in the same transaction, and the
 * 'cache-reviews' version with it, so the cached reads and product pages follow.
 */
export class ReviewsService {
  constructor(
    private readonly repo: ReviewsRepository,
    private readonly orders: OrdersService,
    private readonly accounts: AccountsService,
    private readonly work: UnitOfWork,
    private readonly versions: CacheVersions,
    private readonly catalogue: CatalogueService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async rate(userId: number, body: RateOrderItemBody): Promise<MyReview> {
    const text = reviewText(body.review)
    // Another shopper's order, or an item of another order, is as good as missing (a 404).
    const order = await this.orders.ownOrThrow(userId, body.order_id)
    const line = (await this.orders.view(order)).lines.find((l) => l.id === body.order_item_id)
    if (!line) throw new NotFoundError('Order item')
    if (!RATEABLE_STATUSES.has(order.status)) {
      const message = 'You can rate the items once the order is delivered'
      throw new InputError(message, [{ path: 'order_id', message }])
    }
    const name = reviewerName((await this.accounts.details(userId)).name)
    const write = () =>
      this.work.run(async (trx) => {
        const row = await this.write(trx, { userId, orderId: order.id, productId: line.product_id, itemId: line.id, text, name, body })
        await this.versions.bump(trx, ['cache-reviews'])
        return row
      })
    let row: ReviewRow
    try {
      row = await write()
    } catch (error) {
      // Two first ratings of one item at once: the unique key lets one in; the other changes it instead.
      if (!isUniqueViolation(error)) throw error
      row = await write()
    }
    this.versions.invalidate()
    return toMine(row, this.now())
  }

  private async write(
    trx: Tx,
    r: { userId: number; orderId: number; productId: number; itemId: number; text: string | null; name: string; body: RateOrderItemBody },
  ): Promise<ReviewRow> {
    const now = this.now()
    const existing = await this.repo.ofItemForUpdate(trx, r.itemId)
    if (!existing) {
      const row = await this.repo
        .insert(trx, {
          product_id: r.productId,
          user_id: r.userId,
          order_id: r.orderId,
          order_item_id: r.itemId,
          rating: r.body.rating,
          review: r.text,
          name: r.name,
          created_at: now.toISOString(),
        })
        .catch((error: unknown) => {
          throw productGone(error) ?? error
        })
      await this.repo.applyToRatings(trx, row.product_id, contribution(row))
      return row
    }
    if (now >= editableUntil(existing.created_at)) {
      const message = `Reviews can be changed for ${REVIEW_EDIT_DAYS} days after they are written; this one was written on ${existing.created_at.slice(0, 10)}`
      throw new InputError(message, [{ path: 'rating', message }])
    }
    const row = await this.repo.update(trx, existing.id, {
      rating: r.body.rating,
      review: r.text,
      name: r.name,
      updated_at: now.toISOString(),
    })
    // A hidden review is in no count: changing it moves nothing until the owner shows it again.
    if (existing.hidden === 0) await this.repo.applyToRatings(trx, row.product_id, combined(contribution(existing, -1), contribution(row)))
    return row
  }

  async productReviews(productId: number, page: number): Promise<ProductReviews> {
    const [product, ratings, rows] = await Promise.all([
      this.catalogue.productLinkOrThrow(productId),
      this.repo.ratings(productId),
      this.repo.page(productId, REVIEWS_PER_PAGE, (page - 1) * REVIEWS_PER_PAGE),
    ])
    const { product_id: _id, ...breakdown } = toBreakdown(productId, ratings)
    return {
      product,
      ...breakdown,
      reviews: rows.map(toPublic),
      current_page: page,
      last_page: Math.max(1, Math.ceil(breakdown.rating_count / REVIEWS_PER_PAGE)),
    }
  }

  async productRating(productId: number): Promise<ProductRating> {
    const { grouped_ratings: _grouped, ...rating } = toBreakdown(productId, await this.repo.ratings(productId))
    return rating
  }

  async orderReviews(userId: number, publicOrderId: string): Promise<OrderReviews> {
    const order = await this.orders.ownOrThrow(userId, publicOrderId)
    const [view, reviews] = await Promise.all([this.orders.view(order), this.repo.ofOrder(order.id)])
    const byItem = new Map(reviews.map((r) => [r.order_item_id, r]))
    const now = this.now()
    return {
      order_id: view.id,
      number: view.number,
      status: view.status,
      can_rate: RATEABLE_STATUSES.has(view.status),
      items: view.lines.map((line) => {
        const review = byItem.get(line.id)
        return {
          order_item_id: line.id,
          product_id: line.product_id,
          name: line.name,
          slug: line.slug,
          image: line.image,
          options: optionsText(line.options),
          review: review ? toMine(review, now) : null,
        }
      }),
    }
  }
}

/** A product deleted since the order can no longer be reviewed (its reviews went with it). */
function productGone(error: unknown): InputError | undefined {
  const code = (error as { code?: unknown } | null)?.code
  if (code !== '23503' && code !== 'SQLITE_CONSTRAINT_FOREIGNKEY') return undefined
  const message = 'This product is no longer sold, so it cannot be reviewed'
  return new InputError(message, [{ path: 'order_item_id', message }])
}
