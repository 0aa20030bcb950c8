import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'
import { selectedBranchId } from '../../../lib/session.ts'
import { productPageKey, useCatalogueStore } from '../store-slice.ts'

export const getProduct = (slug: string, signal?: AbortSignal) =>
  api('GET /api/get-product', { query: { slug } }, { signal }).then((r) => r.product)

/** The key matches the server's rendering of /product/:slug (apps/server/src/web/html.ts). */
export const productQuery = (slug: string) => {
  const branchId = selectedBranchId()
  return queryOptions({
    queryKey: ['product', branchId, slug],
    queryFn: ({ signal }) => getProduct(slug, signal),
    // Only a page stored for this branch: another branch's has that branch's price.
    initialData: () => useCatalogueStore.getState().productPages[productPageKey(branchId, slug)],
    initialDataUpdatedAt: 0, // stored pages show at once and are refreshed in the background
  })
}

export const useProduct = (slug: string) => useQuery(productQuery(slug))
