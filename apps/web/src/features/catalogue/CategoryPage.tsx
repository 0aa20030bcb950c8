import { useParams } from 'react-router'
import { useQuery } from '@tanstack/react-query'
import type { Category } from '@store/core'
import { api, ApiError } from '../../lib/api.ts'
import { useHead } from '../../app/Head.tsx'
import { NotFound } from '../placeholder/NotFound.tsx'
import { InfiniteProducts } from './InfiniteProducts.tsx'
import { categoryProductsQuery } from './queries.ts'

export default function CategoryPage() {
  const { slug = '' } = useParams()
  const category = useQuery({
    queryKey: ['category', slug],
    queryFn: ({ signal }) => api<{ category: Category }>('get-category', { query: { slug }, signal }).then((r) => r.category),
  })
  useHead(category.data ? { name: category.data.name, image: category.data.primary_image?.url } : {})
  if (category.error instanceof ApiError && category.error.status === 404) return <NotFound />
  return (
    <section className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <h1
        className="rounded-xl px-4 py-5 text-2xl font-bold"
        style={{ backgroundColor: category.data ? `${category.data.color}33` : undefined }}
      >
        {category.data?.name ?? '\u00a0'}
      </h1>
      {/* The first row is on the first screen: its pictures load at once. */}
      <InfiniteProducts query={categoryProductsQuery(slug) as never} empty="No products in this category yet." eagerFirst={2} />
    </section>
  )
}
