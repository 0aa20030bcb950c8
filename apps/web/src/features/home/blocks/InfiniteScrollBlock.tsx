import { InfiniteProducts } from '../../../components/InfiniteProducts.tsx'
import { productsQuery } from '../api/get-products.ts'
import { text, type BlockProps } from './types.ts'

export function InfiniteScrollBlock({ entry }: BlockProps) {
  const perPage = typeof entry.data.per_page === 'number' ? entry.data.per_page : 12
  return (
    <section className="px-4" data-testid="products-infinite-scroll">
      {text(entry.data.title) && <h2 className="mb-3 text-lg font-bold">{text(entry.data.title)}</h2>}
      <InfiniteProducts query={productsQuery(perPage)} empty="No products yet." />
    </section>
  )
}
