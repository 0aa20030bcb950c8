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
  wholeRows = false,
}: {
  products: T[]
  eagerFirst?: number
  card?: (product: T) => ReactNode
  /** A block of a few products (the home's): the column count comes from their number, so no row is left with one card. */
  wholeRows?: boolean
}) {
  const columns = wholeRows ? wholeRowColumns(products.length) : AUTO_COLUMNS
  return (
    <ul className={`grid grid-cols-[repeat(auto-fill,minmax(min(150px,45%),1fr))] gap-3 ${columns}`}>
      {products.map((p, i) => (
        <li key={p.id}>{card?.(p) ?? <ProductCard product={p} eager={i < eagerFirst} />}</li>
      ))}
    </ul>
  )
}

const AUTO_COLUMNS = 'md:grid-cols-[repeat(auto-fill,minmax(190px,1fr))]'
/** Whole class names, so Tailwind finds them: tablet widths fit 2 to 4 cards a row, desktop 3 to 6. */
const TABLET = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-3', 4: 'md:grid-cols-4' } as const
const DESKTOP = { 3: 'lg:grid-cols-3', 4: 'lg:grid-cols-4', 5: 'lg:grid-cols-5', 6: 'lg:grid-cols-6' } as const

/**
 * The column counts that fill every row with `count` cards: the most that divide it at each width.
 * When none does (7, 11…), the most that leave the last row at least half full.
 */
export function wholeRowColumns(count: number): string {
  const pick = <K extends number>(options: readonly K[]): K =>
    options.find((c) => count % c === 0) ?? options.find((c) => count % c >= c / 2) ?? options[0]!
  return `${TABLET[pick([4, 3, 2] as const)]} ${DESKTOP[pick([6, 5, 4, 3] as const)]}`
}
