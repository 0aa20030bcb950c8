import type { RatingsDelta, ReviewRow } from './repository.ts'

type Stars = 1 | 2 | 3 | 4 | 5

/** What a review adds to its product's breakdown while it is visible; with sign -1, what taking it away does. */
export function contribution(row: Pick<ReviewRow, 'rating' | 'review'>, sign: 1 | -1 = 1): RatingsDelta {
  return { stars: { [row.rating as Stars]: sign }, reviews: row.review === null ? 0 : sign }
}

/** Two changes as one (a changed review: its old contribution taken away, its new one added). */
export function combined(a: RatingsDelta, b: RatingsDelta): RatingsDelta {
  const stars: RatingsDelta['stars'] = { ...a.stars }
  for (const s of [1, 2, 3, 4, 5] as const) if (b.stars[s] !== undefined) stars[s] = (stars[s] ?? 0) + b.stars[s]
  return { stars, reviews: a.reviews + b.reviews }
}
