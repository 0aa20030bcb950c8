import type { GroupedRatings } from '@store/core'
import { Stars } from './Stars.tsx'
import { useCount } from './useCount.ts'
import { EMPTY_COLOR, useStarColor } from './star-color.ts'

/** A bar as SVG (a width attribute, not an inline style), so it draws under the strict CSP wherever it renders. */
function Bar({ share }: { share: number }) {
  const color = useStarColor()
  return (
    <svg className="h-2 flex-1" preserveAspectRatio="none" viewBox="0 0 100 8" aria-hidden="true" focusable="false">
      <rect width="100" height="8" rx="4" fill={EMPTY_COLOR} />
      {share > 0 && <rect width={Math.max(4, share * 100)} height="8" rx="4" fill={color} />}
    </svg>
  )
}

/** The average with its stars, and one bar per number of stars (spec §3 grouped_ratings). */
export function RatingBreakdown({
  average,
  ratingCount,
  reviewCount,
  grouped,
}: {
  average: number
  ratingCount: number
  reviewCount: number
  grouped: GroupedRatings
}) {
  const count = useCount()
  return (
    <section
      aria-label="Rating breakdown"
      className="flex flex-col gap-4 rounded-xl border border-gray-200 p-4 sm:flex-row sm:items-center sm:gap-6"
    >
      <div className="flex flex-col items-center gap-1 sm:w-36">
        <span className="text-4xl font-bold" data-testid="average-rating">
          {average.toFixed(1)}
        </span>
        <Stars value={average} size={18} />
        <span className="text-center text-sm text-gray-600">
          {count(ratingCount)} {ratingCount === 1 ? 'rating' : 'ratings'} · {count(reviewCount)} {reviewCount === 1 ? 'review' : 'reviews'}
        </span>
      </div>
      <ul className="flex flex-1 flex-col gap-1.5">
        {([5, 4, 3, 2, 1] as const).map((stars) => (
          <li key={stars} className="flex items-center gap-2 text-sm" data-testid={`breakdown-${stars}`}>
            <span className="w-8 shrink-0 text-gray-700">{stars} ★</span>
            <Bar share={ratingCount > 0 ? grouped[stars] / ratingCount : 0} />
            <span className="w-10 shrink-0 text-right tabular-nums text-gray-600">{count(grouped[stars])}</span>
          </li>
        ))}
      </ul>
    </section>
  )
}
