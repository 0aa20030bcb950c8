import { Link } from 'react-router'
import type { Category } from '@store/core'
import { Picture } from '../../../components/Picture.tsx'
import { list, text, type BlockProps } from './types.ts'

/** spec §3: a category tile's background is its colour with a 33 alpha tint. */
function CategoryTile({ category }: { category: Category }) {
  return (
    <Link
      to={`/category/${category.slug}`}
      className="flex flex-col items-center gap-1.5 rounded-xl p-2 text-center"
      style={{ backgroundColor: `${category.color}33` }}
    >
      <Picture image={category.primary_image} className="rounded-lg" sizes="96px" />
      <span className="text-xs font-semibold leading-tight">{category.name}</span>
    </Link>
  )
}

/** Whole class names, so Tailwind finds them. */
const WIDE = { 6: 'lg:grid-cols-6', 7: 'lg:grid-cols-7', 8: 'lg:grid-cols-8', 9: 'lg:grid-cols-9', 10: 'lg:grid-cols-10' } as const

/** Desktop: up to 10 categories share one row (9 in 8 columns would leave one alone on the next); more wrap 8 a row. */
function wideColumns(count: number): string {
  return count >= 6 && count <= 10 ? WIDE[count as keyof typeof WIDE] : WIDE[8]
}

export function CategoriesGrid({ entry }: BlockProps) {
  const categories = list<Category>(entry.data.categories)
  return (
    <section className="px-4">
      {text(entry.data.title) && <h2 className="mb-3 text-lg font-bold">{text(entry.data.title)}</h2>}
      <ul className={`grid grid-cols-4 gap-2 md:grid-cols-6 ${wideColumns(categories.length)}`}>
        {categories.map((c) => (
          <li key={c.id}>
            <CategoryTile category={c} />
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * spec §2: the horizontal strip becomes a grid on wide screens. The switch is CSS (the spec's 768px
 * breakpoint), not a media-query hook: the server's HTML is already right on every screen, so nothing
 * below the strip moves when the page hydrates.
 */
export function CategoriesStrip({ entry }: BlockProps) {
  const categories = list<Category>(entry.data.categories)
  return (
    <section className="pl-4 min-[769px]:pr-4">
      {text(entry.data.title) && <h2 className="mb-3 text-lg font-bold">{text(entry.data.title)}</h2>}
      <ul
        className={`no-scrollbar flex gap-2 overflow-x-auto pr-4 min-[769px]:grid min-[769px]:grid-cols-6 min-[769px]:overflow-visible min-[769px]:pr-0 ${wideColumns(categories.length)}`}
      >
        {categories.map((c) => (
          <li key={c.id} className="w-20 shrink-0 min-[769px]:w-auto">
            <CategoryTile category={c} />
          </li>
        ))}
      </ul>
    </section>
  )
}
