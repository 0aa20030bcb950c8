import type { ProductCard as Card } from '@store/core'
import { ProductCard } from './ProductCard.tsx'

/** Columns fill by the grid's own width, so a grid inside a 480px dialog gets two columns, not four. */
export function ProductGrid({ products, eagerFirst = 0 }: { products: Card[]; eagerFirst?: number }) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(150px,45%),1fr))] gap-3 md:grid-cols-[repeat(auto-fill,minmax(190px,1fr))]">
      {products.map((p, i) => (
        <li key={p.id}>
          <ProductCard product={p} eager={i < eagerFirst} />
        </li>
      ))}
    </ul>
  )
}
