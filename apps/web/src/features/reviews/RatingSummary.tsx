import { Link } from 'react-router'
import { useProductRating } from './api/get-product-rating.ts'
import { Stars } from './Stars.tsx'
import { useCount } from './useCount.ts'
import type { ReviewsLinkState } from './ProductReviewsPage.tsx'

/**
 * The product page's reviews summary: the average and the count, linking to the reviews.
 * The server renders it with the page (html.ts inlines the rating), so it costs the first load no
 * request; on a page reached in the browser the line keeps its height while the rating loads.
 */
export function RatingSummary({ product }: { product: { id: number; name: string; slug: string } }) {
  const { data } = useProductRating(product.id)
  const count = useCount()
  const state: ReviewsLinkState = { productName: product.name, productSlug: product.slug }
  return (
    <div className="flex h-6 items-center gap-2 text-sm" data-testid="rating-summary">
      {!data ? null : data.rating_count === 0 ? (
        <span className="text-gray-600">No ratings yet</span>
      ) : (
        <Link to={`/product/reviews/${product.id}`} state={state} className="flex items-center gap-2 hover:underline">
          <Stars value={data.average_rating} />
          <span className="font-semibold">{data.average_rating.toFixed(1)}</span>
          <span className="text-gray-600">
            {count(data.rating_count)} {data.rating_count === 1 ? 'rating' : 'ratings'}
            {data.review_count > 0 && ` · ${count(data.review_count)} ${data.review_count === 1 ? 'review' : 'reviews'}`}
          </span>
        </Link>
      )}
    </div>
  )
}
