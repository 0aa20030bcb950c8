import { Type, type TSchema } from 'typebox'
import { defineEndpoints } from './define.ts'
import { ownerDownloadEndpoints } from './downloads.ts'
import { ownerOrderEndpoints } from './owner-orders.ts'
import { ownerAuditEndpoints } from './owner-audit.ts'
import { ownerStaffEndpoints, staffPublicEndpoints } from './owner-staff.ts'
import { ownerCustomerEndpoints } from './owner-customers.ts'
import { ownerReferralEndpoints } from './referrals.ts'
import { ownerReviewEndpoints } from './reviews.ts'
import { ownerScratchCardEndpoints } from './scratch-cards.ts'
import { ownerWalletEndpoints } from './wallet.ts'
import {
  BannerInput,
  BranchInput,
  CategoryInput,
  CouponInput,
  LayoutInput,
  PageInput,
  ProductInput,
  SettingsInput,
} from './owner-inputs.ts'
import {
  OwnerBanner,
  OwnerBranch,
  OwnerCategory,
  OwnerCoupon,
  OwnerLayout,
  OwnerPage,
  OwnerProduct,
  OwnerSettings,
} from './owner-records.ts'
import { BulkInput, BulkResult, OwnerProductListQuery, OwnerProductPage, UploadedPhoto } from './owner-products.ts'

export const OwnerIdParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false })
export const OwnerCreated = Type.Object({ id: Type.Integer() })
export const OwnerOk = Type.Object({ ok: Type.Boolean() })
const tags = ['admin'] as const
const items = <T extends TSchema>(record: T) => Type.Object({ items: Type.Array(record) })

/** The owner's catalogue (behind the owner token): products with their options, and categories. */
export const ownerCatalogueEndpoints = defineEndpoints({
  'GET /api/admin/products': { tags, querystring: OwnerProductListQuery, response: OwnerProductPage },
  'POST /api/admin/products/bulk': { tags, body: BulkInput, response: BulkResult },
  /** multipart/form-data with the picture in the field PHOTO_FIELD; its bytes decide what it is. */
  'POST /api/admin/photos': { tags, status: 201, response: UploadedPhoto },
  'GET /api/admin/products/:id': { tags, params: OwnerIdParams, response: OwnerProduct },
  'POST /api/admin/products': { tags, body: ProductInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/products/:id': { tags, params: OwnerIdParams, body: ProductInput, response: OwnerOk },
  'DELETE /api/admin/products/:id': { tags, params: OwnerIdParams, response: OwnerOk },
  'GET /api/admin/categories': { tags, response: items(OwnerCategory) },
  'GET /api/admin/categories/:id': { tags, params: OwnerIdParams, response: OwnerCategory },
  'POST /api/admin/categories': { tags, body: CategoryInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/categories/:id': { tags, params: OwnerIdParams, body: CategoryInput, response: OwnerOk },
  'DELETE /api/admin/categories/:id': { tags, params: OwnerIdParams, response: OwnerOk },
})

/** Branches with their delivery rules. */
export const ownerBranchEndpoints = defineEndpoints({
  'GET /api/admin/branches': { tags, response: items(OwnerBranch) },
  'GET /api/admin/branches/:id': { tags, params: OwnerIdParams, response: OwnerBranch },
  'POST /api/admin/branches': { tags, body: BranchInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/branches/:id': { tags, params: OwnerIdParams, body: BranchInput, response: OwnerOk },
  'DELETE /api/admin/branches/:id': { tags, params: OwnerIdParams, response: OwnerOk },
})

/** The store-wide data: settings, the home layout and its banners. */
export const ownerStoreEndpoints = defineEndpoints({
  'GET /api/admin/settings': { tags, response: OwnerSettings },
  'PUT /api/admin/settings': { tags, body: SettingsInput, response: OwnerOk },
  'GET /api/admin/layout': { tags, response: OwnerLayout },
  'PUT /api/admin/layout': { tags, body: LayoutInput, response: OwnerOk },
  'GET /api/admin/banners': { tags, response: items(OwnerBanner) },
  'GET /api/admin/banners/:id': { tags, params: OwnerIdParams, response: OwnerBanner },
  'POST /api/admin/banners': { tags, body: BannerInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/banners/:id': { tags, params: OwnerIdParams, body: BannerInput, response: OwnerOk },
  'DELETE /api/admin/banners/:id': { tags, params: OwnerIdParams, response: OwnerOk },
})

/** Content pages (spec §2 /page/:slug). */
export const ownerPageEndpoints = defineEndpoints({
  'GET /api/admin/pages': { tags, response: items(OwnerPage) },
  'GET /api/admin/pages/:id': { tags, params: OwnerIdParams, response: OwnerPage },
  'POST /api/admin/pages': { tags, body: PageInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/pages/:id': { tags, params: OwnerIdParams, body: PageInput, response: OwnerOk },
  'DELETE /api/admin/pages/:id': { tags, params: OwnerIdParams, response: OwnerOk },
})

/** Coupons and automatic offers. */
export const ownerDiscountEndpoints = defineEndpoints({
  'GET /api/admin/coupons': { tags, response: items(OwnerCoupon) },
  'GET /api/admin/coupons/:id': { tags, params: OwnerIdParams, response: OwnerCoupon },
  'POST /api/admin/coupons': { tags, body: CouponInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/coupons/:id': { tags, params: OwnerIdParams, body: CouponInput, response: OwnerOk },
  'DELETE /api/admin/coupons/:id': { tags, params: OwnerIdParams, response: OwnerOk },
})

/** Every owner call, by `'METHOD /api/admin/path'` (behind the owner token). */
export const ownerEndpoints = {
  ...ownerStoreEndpoints,
  ...ownerBranchEndpoints,
  ...ownerCatalogueEndpoints,
  ...ownerPageEndpoints,
  ...ownerDiscountEndpoints,
  ...ownerOrderEndpoints,
  ...ownerReferralEndpoints,
  ...ownerReviewEndpoints,
  ...ownerScratchCardEndpoints,
  ...ownerWalletEndpoints,
  ...ownerDownloadEndpoints,
  ...staffPublicEndpoints,
  ...ownerStaffEndpoints,
  ...ownerAuditEndpoints,
  ...ownerCustomerEndpoints,
}
