import { useParams } from 'react-router'
import { useNotFound } from '../../lib/not-found.ts'
import { useHead } from '../../lib/head.ts'
import { NOT_FOUND_HEAD, NotFound } from '../../components/NotFound.tsx'
import { InfiniteProducts } from '../../components/InfiniteProducts.tsx'
import { useCategory } from './api/get-category.ts'
import { categoryProductsQuery } from './api/get-category-products.ts'

export default function CategoryPage() {
  const { slug = '' } = useParams()
  const category = useCategory(slug)
  const missing = useNotFound(category)
  useHead(missing ? NOT_FOUND_HEAD : category.data ? { name: category.data.name, image: category.data.primary_image?.url } : {})
  if (missing) return <NotFound />
  return (
    <section className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <h1
        className="rounded-xl px-4 py-5 text-2xl font-bold"
        style={{ backgroundColor: category.data ? `${category.data.color}33` : undefined }}
      >
        {category.data?.name ?? '\u00a0'}
      </h1>
      {/* The first row is on the first screen: its pictures load at once. */}
      <InfiniteProducts query={categoryProductsQuery(slug)} empty="No products in this category yet." eagerFirst={2} />
    </section>
  )
}
