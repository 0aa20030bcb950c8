import type { ProductCard as Card } from '@store/core'
import { ProductCard } from '../../../components/ProductCard.tsx'
import { ProductGrid } from '../../../components/ProductGrid.tsx'
import { list, text, type BlockProps } from './types.ts'

export function ProductsDisplay({ entry, first }: BlockProps) {
  const products = list<Card>(entry.data.products)
  if (products.length === 0) return null
  return (
    <section className="px-4">
      {text(entry.data.title) && <h2 className="mb-3 text-lg font-bold">{text(entry.data.title)}</h2>}
      <ProductGrid products={products} eagerFirst={first ? 2 : 0} wholeRows />
    </section>
  )
}

export function ProductStrip({ entry }: BlockProps) {
  const products = list<Card>(entry.data.products)
  if (products.length === 0) return null
  return (
    <section className="pl-4">
      {text(entry.data.title) && <h2 className="mb-3 text-lg font-bold">{text(entry.data.title)}</h2>}
      <ul className="no-scrollbar flex gap-3 overflow-x-auto pb-1 pr-4">
        {products.map((p) => (
          <li key={p.id} className="w-40 shrink-0 md:w-52">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  )
}
