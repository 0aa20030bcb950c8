import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { PHOTO_FIELD } from '@store/core/browser'
import type {
  DOWNLOAD_FILE_FIELD,
  ProductFile,
  BulkAction,
  CategoryInput,
  BranchInput,
  OwnerProductListQuery,
  ProductInput,
  UploadedPhoto,
} from '@store/core'
import { api, ApiError, callUrl } from '../../lib/api.ts'
import { sessionToken } from '../../lib/session.ts'

/** The catalogue's owner calls (contracts in core's contracts/owner.ts and owner-products.ts). */
export const productList = (query: OwnerProductListQuery) =>
  queryOptions({
    queryKey: ['products', query],
    queryFn: ({ signal }) => api('GET /api/admin/products', { query }, { signal }),
    placeholderData: keepPreviousData, // the rows stay while the next search loads
  })
export const product = (id: number) =>
  queryOptions({ queryKey: ['product', id], queryFn: () => api('GET /api/admin/products/:id', { params: { id } }) })
/** Under the product's key, so saving the product (which renews that key) renews its history too. */
export const productHistory = (id: number) =>
  queryOptions({ queryKey: ['product', id, 'history'], queryFn: () => api('GET /api/admin/products/:id/history', { params: { id } }) })
export const createProduct = (body: ProductInput) => api('POST /api/admin/products', { body })
export const updateProduct = (id: number, body: ProductInput) => api('PUT /api/admin/products/:id', { params: { id }, body })
export const bulkChange = (ids: number[], action: BulkAction) => api('POST /api/admin/products/bulk', { body: { ids, action } })

export const categoryList = queryOptions({ queryKey: ['categories'], queryFn: () => api('GET /api/admin/categories') })
export const createCategory = (body: CategoryInput) => api('POST /api/admin/categories', { body })
export const updateCategory = (id: number, body: CategoryInput) => api('PUT /api/admin/categories/:id', { params: { id }, body })

export const branchList = queryOptions({ queryKey: ['branches'], queryFn: () => api('GET /api/admin/branches') })
export const createBranch = (body: BranchInput) => api('POST /api/admin/branches', { body })
export const updateBranch = (id: number, body: BranchInput) => api('PUT /api/admin/branches/:id', { params: { id }, body })

/**
 * Sends one file as multipart/form-data with progress (fetch cannot report an upload's progress;
 * XMLHttpRequest can). Fields come before the file, so the server reads them first.
 */
function upload<T>(
  method: 'POST' | 'PUT',
  url: string,
  field: string,
  file: File,
  fields: Record<string, string>,
  onProgress: (fraction: number) => void,
) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open(method, url)
    const token = sessionToken()
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`)
    xhr.responseType = 'json'
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total)
    xhr.onload = () => {
      const body = xhr.response as (T & { message?: string; errors?: ApiError['errors'] }) | null
      if (xhr.status >= 200 && xhr.status < 300 && body) resolve(body)
      else reject(new ApiError(xhr.status, body?.message ?? `The upload answered ${xhr.status}`, body?.errors ?? []))
    }
    xhr.onerror = () => reject(new ApiError(0, 'No connection to the shop. Check the network and try again.'))
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.append(name, value)
    form.append(field, file)
    xhr.send(form)
  })
}

/** A photo: the server checks its bytes, re-encodes it and answers every width's URL (decision 0055). */
export const uploadPhoto = (file: File, alt: string, onProgress: (fraction: number) => void) =>
  upload<UploadedPhoto>('POST', callUrl('POST /api/admin/photos'), PHOTO_FIELD, file, { alt }, onProgress)

/** core's DOWNLOAD_FILE_FIELD (its module builds schemas, so only its type is imported: the compiler keeps the two equal). */
const FILE_FIELD: typeof DOWNLOAD_FILE_FIELD = 'file'

/** A digital product's file (attached or replaced). */
export const uploadProductFile = (id: number, file: File, onProgress: (fraction: number) => void) =>
  upload<ProductFile>('PUT', callUrl('PUT /api/admin/products/:id/file', { id }), FILE_FIELD, file, {}, onProgress)
export const productFile = (id: number) =>
  queryOptions({ queryKey: ['product-file', id], queryFn: () => api('GET /api/admin/products/:id/file', { params: { id } }), retry: false })
