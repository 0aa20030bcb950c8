import { Type } from 'typebox'
import { OrderIdQuery } from '../api/orders.ts'
import {
  DOWNLOAD_FILE_FIELD,
  DOWNLOAD_MAX_BYTES,
  DownloadInfo,
  DownloadTokenParams,
  OrderDownloads,
  ProductFile,
  ProductFileSlot,
} from '../api/downloads.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/**
 * Digital goods (decision 0024). The file itself is `GET /api/downloads/{token}`: bytes, not
 * JSON, so it is registered by the server outside these maps (like an avatar's picture); each answer
 * uses one of the link's downloads. The calls here never use one.
 */
export const downloadEndpoints = defineEndpoints({
  'GET /api/order-downloads': {
    tags: ['downloads'],
    summary: "The files of the shopper's own order, each with a fresh link once it is paid",
    errors: [404],
    querystring: OrderIdQuery,
    response: OrderDownloads,
  },
  'GET /api/downloads/:token/info': {
    tags: ['downloads'],
    summary: 'What a download link leads to and whether it still works; uses no download',
    security: ACCESS.public,
    params: DownloadTokenParams,
    response: DownloadInfo,
  },
})

const ProductIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })
const tags = ['admin'] as const

/** The owner attaches, replaces and removes a product's downloadable file (behind the owner token). */
export const ownerDownloadEndpoints = defineEndpoints({
  'GET /api/admin/products/:id/file': {
    tags,
    summary: "A digital product's file, or null while it has none",
    params: ProductIdParams,
    response: ProductFileSlot,
  },
  'PUT /api/admin/products/:id/file': {
    tags,
    summary: "Attaches or replaces a digital product's file",
    upload: { field: DOWNLOAD_FILE_FIELD, maxBytes: DOWNLOAD_MAX_BYTES },
    params: ProductIdParams,
    response: ProductFile,
  },
  'DELETE /api/admin/products/:id/file': {
    tags,
    summary: "Removes a digital product's file",
    params: ProductIdParams,
    response: Type.Object({ ok: Type.Boolean() }),
  },
})
