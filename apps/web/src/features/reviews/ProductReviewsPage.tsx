import { Link, useLocation, useParams } from 'react-router'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useHead } from '../../lib/head.ts'
import { useLoadMoreOnView } from '../../lib/useLoadMoreOnView.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { NOT_FOUND_HEAD, NotFound } from '../../components/NotFound.tsx'
import { productReviewsQuery } from './api/get-product-reviews.ts'
import { RatingBreakdown } from './RatingBreakdown.tsx'
import { ReviewItem } from './ReviewItem.tsx'
import { LoadError, retryPage } from '../../components/LoadError.tsx'
import { useNotFound } from '../../lib/not-found.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

/** What the product page's summary passes along, so the heading can name the product. */
export interface ReviewsLinkState {
  productName?: string
  productSlug?: string
}

function Skeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-4">
      <span className="sr-only">Loading reviews</span>
      <div className="h-40 animate-pulse rounded-xl bg-gray-100" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-16 animate-pulse rounded-lg bg-gray-100" />
      ))}
    </div>
  )
}

export const handle: ScreenHandle = { name: 'Reviews' }

/** /product/reviews/{product_id} (spec §2): the breakdown, then every review newest first, more as the end comes into view. */
export default function ProductReviewsPage() {
  const { productId = '' } = useParams()
  const id = /^\d{1,10}$/.test(productId) ? Number(productId) : 0
  const state = (useLocation().state ?? {}) as ReviewsLinkState
  const result = useInfiniteQuery({ ...productReviewsQuery(id), enabled: id > 0 })
  const first = result.data?.pages[0]
  // The product page's link names the product at once; a visit from elsewhere learns it from the answer.
  const product = first?.product ?? (state.productName && state.productSlug ? { name: state.productName, slug: state.productSlug } : null)
  const missing = useNotFound(result) || id === 0
  useHead(missing ? NOT_FOUND_HEAD : { name: product ? `Reviews of ${product.name}` : undefined })
  const sentinel = useLoadMoreOnView(result)
  if (missing) return <NotFound />

  const reviews = result.data?.pages.flatMap((p) => p.reviews) ?? []
  return (
    <section className="mx-auto flex w-full max-w-2xl flex-col gap-5 px-5 py-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">{product ? `Reviews of ${product.name}` : 'Ratings & reviews'}</h1>
        {product && (
          <Link to={`/product/${product.slug}`} className="text-sm font-semibold text-brand-ink">
            Back to {product.name}
          </Link>
        )}
      </div>
      {result.isPending ? (
        <Skeleton />
      ) : first ? (
        <>
          <RatingBreakdown
            average={first.average_rating}
            ratingCount={first.rating_count}
            reviewCount={first.review_count}
            grouped={first.grouped_ratings}
          />
          {reviews.length === 0 ? (
            <p className="rounded-xl border border-dashed border-gray-300 px-4 py-8 text-center text-gray-600">
              No reviews yet. Shoppers who bought this can rate it from their orders.
            </p>
          ) : (
            <ul aria-label="Reviews">
              {reviews.map((r) => (
                <ReviewItem key={r.id} review={r} />
              ))}
            </ul>
          )}
        </>
      ) : null}
      {result.isFetchingNextPage && <Spinner label="Loading more reviews" />}
      {result.isError && <LoadError what="the reviews" message={result.error.message} onRetry={() => retryPage(result)} />}
      <div ref={sentinel} aria-hidden="true" />
    </section>
  )
}
