import type { ReactNode } from 'react'
import type { ProductCard as Card } from '@store/core'
import { ProductCard } from './ProductCard.tsx'

/**
 * Columns fill by the grid's own width, so a grid inside a 480px dialog gets two columns, not four.
 * A list may draw some of its cards itself (`card` answers undefined for the usual card): the wishlist
 * draws a product no longer sold.
 */
export function ProductGrid<T extends Card>({
  products,
  eagerFirst = 0,
  card,
}: {
  products: T[]
  eagerFirst?: number
  card?: (product: T) => ReactNode
}) {
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(min(150px,45%),1fr))] gap-3 md:grid-cols-[repeat(auto-fill,minmax(190px,1fr))]">
      {products.map((p, i) => (
        <li key={p.id}>{card?.(p) ?? <ProductCard product={p} eager={i < eagerFirst} />}</li>
      ))}
    </ul>
  )
}
