import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { CategoryProductPage, Product, ProductPage, SearchResultPage, ContentPage, PageSummary } from '@store/core'
import type { Static } from 'typebox'
import { api } from '../../lib/api.ts'
import { useStore } from '../../app/store.ts'

const branch = () => useStore.getState().selected_branch?.id ?? 1
const PER_PAGE = 12

/** spec §3 products list: pages are appended; current and last page come from the server. */
export const productsInfiniteQuery = (perPage = PER_PAGE) =>
  infiniteQueryOptions({
    queryKey: ['products', branch(), perPage],
    queryFn: ({ pageParam, signal }) => api<ProductPage>('get-products', { query: { page: pageParam, per_page: perPage }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  })

export const categoryProductsQuery = (slug: string) =>
  infiniteQueryOptions({
    queryKey: ['category-products', branch(), slug],
    queryFn: ({ pageParam, signal }) =>
      api<CategoryProductPage>('get-category-products', { query: { slug, page: pageParam, per_page: PER_PAGE }, signal }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.last_page ? last.current_page + 1 : undefined),
  })

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['product', branch(), slug],
    queryFn: ({ signal }) => api<{ product: Product }>('get-product', { query: { slug }, signal }).then((r) => r.product),
    initialData: () => useStore.getState().productPages[slug],
    initialDataUpdatedAt: 0, // stored pages show at once and are refreshed in the background
  })

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: ['search', branch(), q],
    queryFn: ({ signal }) => api<SearchResultPage>('search-products', { query: { q, per_page: 24 }, signal }),
    staleTime: 60_000,
  })

export const pageQuery = (slug: string) =>
  queryOptions({
    queryKey: ['page', slug],
    queryFn: ({ signal }) => api<{ page: ContentPage }>('get-page', { query: { slug }, signal }).then((r) => r.page),
  })

export const pagesQuery = () =>
  queryOptions({
    queryKey: ['pages'],
    queryFn: ({ signal }) => api<{ pages: Static<typeof PageSummary>[] }>('get-pages', { signal }).then((r) => r.pages),
  })
