import type { PublicReview } from '@store/core'
import { useFormatDate } from '../../lib/useFormatDate.ts'
import { Stars } from './Stars.tsx'

/** One review. Its text is shopper text: rendered as a text node, never as HTML (the XSS corpus journey checks it). */
export function ReviewItem({ review }: { review: PublicReview }) {
  const { storeDate } = useFormatDate()
  return (
    <li className="flex flex-col gap-1.5 border-b border-gray-100 py-4 last:border-0" data-testid="review">
      <div className="flex items-center gap-2">
        <Stars value={review.rating} size={14} />
        {review.verified && <span className="text-xs font-medium text-green-700">Verified purchase</span>}
      </div>
      {review.review && (
        <p className="whitespace-pre-line break-words text-gray-800" data-testid="review-text">
          {review.review}
        </p>
      )}
      <p className="text-xs text-gray-500">
        <span data-testid="review-name">{review.name}</span> · <time dateTime={review.created_at}>{storeDate(review.created_at)}</time>
      </p>
    </li>
  )
}
