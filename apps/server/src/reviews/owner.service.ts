import type { OwnerReview, OwnerReviewsPage, OwnerReviewsQuery } from '@store/core'
import type { OwnerWrites } from '../admin/owner-writes.ts'
import { NotFoundError } from '../http/errors.ts'
import type { Actor } from '../staff/actor.ts'
import type { ReviewsOwnerRepository } from './owner.repository.ts'
import type { ReviewsRepository } from './repository.ts'
import { contribution } from './breakdown.ts'
import { toOwner } from './view.ts'

const PER_PAGE = 20

/**
 * The owner's side of reviews: a hidden review leaves the product's list and its averages;
 * shown again, it comes back. The breakdown moves in the same transaction as the flag.
 */
export class ReviewsOwnerService {
  constructor(
    private readonly repo: ReviewsOwnerRepository,
    private readonly reviews: ReviewsRepository,
    private readonly writes: OwnerWrites,
  ) {}

  async list(query: OwnerReviewsQuery): Promise<OwnerReviewsPage> {
    const page = query.page ?? 1
    const { rows, total } = await this.repo.page({ productId: query.product_id, hidden: query.hidden }, PER_PAGE, (page - 1) * PER_PAGE)
    return { items: rows.map(toOwner), current_page: page, last_page: Math.max(1, Math.ceil(total / PER_PAGE)) }
  }

  /** Hiding a hidden review (or showing a shown one) changes nothing and answers it as it is. */
  setHidden(id: number, hidden: boolean, actor: Actor): Promise<OwnerReview> {
    return this.writes.run(['cache-reviews'], async (trx) => {
      const changed = await this.repo.setHidden(trx, id, hidden)
      if (changed) {
        await this.reviews.applyToRatings(trx, changed.product_id, contribution(changed, hidden ? -1 : 1))
        const action = hidden ? 'hide' : 'show'
        await this.writes.record(trx, actor, { objectType: 'review', objectId: id, action, before: { hidden: !hidden }, after: { hidden } })
      }
      const row = await this.repo.byId(id, trx)
      if (!row) throw new NotFoundError('Review')
      return toOwner(row)
    })
  }
}
