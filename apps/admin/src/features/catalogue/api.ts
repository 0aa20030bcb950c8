import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type {
  DOWNLOAD_FILE_FIELD,
  ProductFile,
  BulkAction,
  CategoryInput,
  BranchInput,
  OwnerProductListQuery,
  ProductInput,
} from '@store/core'
import { api, callUrl } from '../../lib/api.ts'
import { upload, uploadPhoto } from '../../lib/upload.ts'

/** The catalogue's owner calls (contracts in core's contracts/owner.ts and owner-products.ts). */
export const productList = (query: OwnerProductListQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => api('GET /api/admin/products', { query }, { signal }),
    placeholderData: keepPreviousData, // the rows stay while the next search loads
  })
export const product = (id: number) =>
  queryOptions({ queryKey: ['product', id], queryFn: () => api('GET /api/admin/products/:id', { params: { id } }) })
export const createProduct = (body: ProductInput) => api('POST /api/admin/products', { body })
export const updateProduct = (id: number, body: ProductInput) => api('PUT /api/admin/products/:id', { params: { id }, body })
export const bulkChange = (ids: number[], action: BulkAction) => api('POST /api/admin/products/bulk', { body: { ids, action } })

export const categoryList = queryOptions({ queryKey: ['categories'], queryFn: () => api('GET /api/admin/categories') })
export const createCategory = (body: CategoryInput) => api('POST /api/admin/categories', { body })
export const updateCategory = (id: number, body: CategoryInput) => api('PUT /api/admin/categories/:id', { params: { id }, body })

export const branchList = queryOptions({ queryKey: ['branches'], queryFn: () => api('GET /api/admin/branches') })
export const createBranch = (body: BranchInput) => api('POST /api/admin/branches', { body })
export const updateBranch = (id: number, body: BranchInput) => api('PUT /api/admin/branches/:id', { params: { id }, body })

export { uploadPhoto }

/** core's DOWNLOAD_FILE_FIELD (its module builds schemas, so only its type is imported: the compiler keeps the two equal). */
const FILE_FIELD: typeof DOWNLOAD_FILE_FIELD = 'file'

/** A digital product's file (attached or replaced). */
export const uploadProductFile = (id: number, file: File, onProgress: (fraction: number) => void) =>
  upload<ProductFile>('PUT', callUrl('PUT /api/admin/products/:id/file', { id }), FILE_FIELD, file, {}, onProgress)
export const productFile = (id: number) =>
  queryOptions({ queryKey: ['product-file', id], queryFn: () => api('GET /api/admin/products/:id/file', { params: { id } }), retry: false })
