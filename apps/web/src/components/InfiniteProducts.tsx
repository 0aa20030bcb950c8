import { useDeferredValue, useMemo, type ReactNode } from 'react'
import { useInfiniteQuery, type InfiniteData, type QueryKey, type UseInfiniteQueryOptions } from '@tanstack/react-query'
import type { ProductCard } from '@store/core'
import { useLoadMoreOnView } from '../lib/useLoadMoreOnView.ts'
import { appendedProducts } from '../lib/paging.ts'
import { ProductGrid } from './ProductGrid.tsx'
import { Spinner } from './Spinner.tsx'
import { LoadError, retryPage } from './LoadError.tsx'

/** Any paged product list query (all products, a category's products), by page number. */
type PagedProductsQuery<P extends { products: ProductCard[] }, K extends QueryKey> = UseInfiniteQueryOptions<
  P,
  Error,
  InfiniteData<P>,
  K,
  number
>

/**
 * An endless product grid: the next page is fetched when the end comes into view (spec §3 products
 * list: pages appended), with a spinner while fetching and the error shown with a retry.
 */
export function InfiniteProducts<P extends { products: ProductCard[] }, K extends QueryKey>({
  query,
  empty,
  eagerFirst = 0,
  card,
}: {
  query: PagedProductsQuery<P, K>
  /** What an empty list says: phrasing content (text, a link), inside a paragraph. */
  empty: ReactNode
  eagerFirst?: number
  card?: (product: P['products'][number]) => ReactNode
}) {
  const result = useInfiniteQuery(query)
  const sentinel = useLoadMoreOnView(result)
  const { isFetchingNextPage, isError } = result

  const pages = result.data?.pages
  // A page that arrives is drawn as a transition, which React splits into short tasks, rather than in
  // the one synchronous render the query's update asks for (12 cards at once: a long task after load,
  // decision 0027). The grid is memoised so the urgent render leaves it alone.
  const appended = useMemo(() => appendedProducts(pages ?? []), [pages])
  const products = useDeferredValue(appended)
  const grid = useMemo(
    () => products.length > 0 && <ProductGrid products={products} eagerFirst={eagerFirst} card={card} />,
    [products, eagerFirst, card],
  )
  return (
    <div>
      {grid}
      {result.isSuccess && appended.length === 0 && <p className="py-8 text-center text-gray-500">{empty}</p>}
      {(result.isPending || isFetchingNextPage || products !== appended) && <Spinner label="Loading more products" />}
      {isError && <LoadError what="more products" message={result.error.message} onRetry={() => retryPage(result)} className="my-4" />}
      <div ref={sentinel} aria-hidden="true" />
    </div>
  )
}
