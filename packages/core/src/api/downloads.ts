import { Type, type Static } from 'typebox'

/** Digital goods (decision 0024): each paid line's link works this many times… */
export const DOWNLOADS_PER_LINK = 5
/** …for this many days after the order is paid. */
export const DOWNLOAD_DAYS = 7
/** The largest file an owner may attach to a product (decision 0024: kept in the database, in 1 MiB chunks). */
export const DOWNLOAD_MAX_BYTES = 50 * 1024 * 1024
/** The multipart field the owner's upload sends the file in. */
export const DOWNLOAD_FILE_FIELD = 'file'

/** A download token in a URL: 32 random bytes, base64url (256 bits; only its SHA-256 is stored). */
export const DownloadToken = Type.String({ minLength: 43, maxLength: 43, pattern: '^[A-Za-z0-9_-]{43}$' })
export const DownloadTokenParams = Type.Object({ token: DownloadToken }, { additionalProperties: false })

/** The file attached to a product, as the owner reads it. */
export const ProductFile = Type.Object({
  product_id: Type.Integer(),
  file_name: Type.String(),
  content_type: Type.String(),
  size: Type.Integer(),
  /** SHA-256 of the bytes (hex), so the owner can check what was stored. */
  sha256: Type.String(),
  updated_at: Type.String(),
})
export type ProductFile = Static<typeof ProductFile>

/** A product's file as the product editor reads it: null while it has none, a normal state and not a 404. */
export const ProductFileSlot = Type.Object({ file: Type.Union([ProductFile, Type.Null()]) })
export type ProductFileSlot = Static<typeof ProductFileSlot>

/**
 * Where a link stands: `ready` to download; `used_up` after its downloads; `expired` after its days;
 * `removed` when the store took the file away; `unavailable` when the order was cancelled or refunded.
 */
export const DownloadState = Type.Union([
  Type.Literal('ready'),
  Type.Literal('used_up'),
  Type.Literal('expired'),
  Type.Literal('removed'),
  Type.Literal('unavailable'),
])
export type DownloadState = Static<typeof DownloadState>

/** One paid line's file on the order's page. `url` (a fresh link for this page) only while `ready`. */
export const OrderDownload = Type.Object({
  line_id: Type.Integer(),
  name: Type.String(),
  file_name: Type.String(),
  size: Type.Integer(),
  downloads_left: Type.Integer(),
  expires_at: Type.String(),
  state: DownloadState,
  url: Type.Union([Type.String(), Type.Null()]),
})
export type OrderDownload = Static<typeof OrderDownload>

/**
 * GET order-downloads: `none` when nothing in the order has a file; `waiting` until the order is paid
 * (cash is paid when the store marks the order delivered); `ready` once paid; `unavailable` when the
 * order was cancelled or refunded.
 */
export const OrderDownloads = Type.Object({
  state: Type.Union([Type.Literal('none'), Type.Literal('waiting'), Type.Literal('ready'), Type.Literal('unavailable')]),
  downloads: Type.Array(OrderDownload),
})
export type OrderDownloads = Static<typeof OrderDownloads>

/** What a link in a mail leads to (/download/{token}): the file and where the link stands, without using a download. */
export const DownloadInfo = Type.Object({
  name: Type.String(),
  file_name: Type.String(),
  size: Type.Integer(),
  downloads_left: Type.Integer(),
  expires_at: Type.String(),
  state: DownloadState,
  /** Why the link does not work any more, in words for the shopper; null while `ready`. */
  message: Type.Union([Type.String(), Type.Null()]),
})
export type DownloadInfo = Static<typeof DownloadInfo>
