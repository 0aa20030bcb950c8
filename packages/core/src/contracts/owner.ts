import { Type, type TSchema } from 'typebox'
import { defineEndpoints } from './define.ts'
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '../photos.ts'
import { ownerDownloadEndpoints } from './downloads.ts'
import { ownerOrderEndpoints } from './owner-orders.ts'
import { ownerAuditEndpoints } from './owner-audit.ts'
import { ownerStaffEndpoints, staffPublicEndpoints } from './owner-staff.ts'
import { ownerCustomerEndpoints } from './owner-customers.ts'
import { ownerLayoutEndpoints } from './owner-layout.ts'
import { ownerThemeEndpoints } from './owner-theme.ts'
import { ownerServicesEndpoints } from './owner-services.ts'
import { ownerDashboardEndpoints } from './owner-dashboard.ts'
import { ownerDataEndpoints } from './owner-data.ts'
import { ownerMarketingEndpoints, PageSaved } from './owner-marketing.ts'
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
  'GET /api/admin/products': {
    tags,
    summary: 'A page of the products: search, category, branch and stock filters',
    querystring: OwnerProductListQuery,
    response: OwnerProductPage,
  },
  'POST /api/admin/products/bulk': {
    tags,
    summary: 'Changes price, stock, branch availability or activity of many products at once',
    body: BulkInput,
    response: BulkResult,
  },
  'POST /api/admin/photos': {
    tags,
    summary: 'Uploads a photo: checked by its bytes, re-encoded to WebP at 320, 640 and 1280 px',
    upload: {
      field: PHOTO_FIELD,
      maxBytes: PHOTO_MAX_BYTES,
      types: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/heif', 'image/tiff'],
    },
    status: 201,
    response: UploadedPhoto,
  },
  'GET /api/admin/products/:id': {
    tags,
    summary: 'One product with its options and add-ons',
    params: OwnerIdParams,
    response: OwnerProduct,
  },
  'POST /api/admin/products': { tags, summary: 'Creates a product', body: ProductInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/products/:id': { tags, summary: 'Replaces a product', params: OwnerIdParams, body: ProductInput, response: OwnerOk },
  'DELETE /api/admin/products/:id': { tags, summary: 'Deletes a product', params: OwnerIdParams, response: OwnerOk },
  'GET /api/admin/categories': { tags, summary: 'The categories', response: items(OwnerCategory) },
  'GET /api/admin/categories/:id': { tags, summary: 'One category', params: OwnerIdParams, response: OwnerCategory },
  'POST /api/admin/categories': { tags, summary: 'Creates a category', body: CategoryInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/categories/:id': { tags, summary: 'Replaces a category', params: OwnerIdParams, body: CategoryInput, response: OwnerOk },
  'DELETE /api/admin/categories/:id': { tags, summary: 'Deletes a category', params: OwnerIdParams, response: OwnerOk },
})

/** Branches with their delivery rules. */
export const ownerBranchEndpoints = defineEndpoints({
  'GET /api/admin/branches': { tags, summary: 'The branches', response: items(OwnerBranch) },
  'GET /api/admin/branches/:id': { tags, summary: 'One branch', params: OwnerIdParams, response: OwnerBranch },
  'POST /api/admin/branches': { tags, summary: 'Creates a branch', body: BranchInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/branches/:id': { tags, summary: 'Replaces a branch', params: OwnerIdParams, body: BranchInput, response: OwnerOk },
  'DELETE /api/admin/branches/:id': { tags, summary: 'Deletes a branch', params: OwnerIdParams, response: OwnerOk },
})

/** The store-wide data: settings, the home layout and its banners. */
export const ownerStoreEndpoints = defineEndpoints({
  'GET /api/admin/settings': { tags, summary: "The store's settings", response: OwnerSettings },
  'PUT /api/admin/settings': { tags, summary: 'Changes settings (only the keys sent)', body: SettingsInput, response: OwnerOk },
  'GET /api/admin/layout': { tags, summary: "The home page's layout", response: OwnerLayout },
  'PUT /api/admin/layout': {
    tags,
    summary: "Replaces and publishes the home page's layout in one call (for scripts; the editor saves a draft)",
    body: LayoutInput,
    response: OwnerOk,
  },
  'GET /api/admin/banners': { tags, summary: 'The banners', response: items(OwnerBanner) },
  'GET /api/admin/banners/:id': { tags, summary: 'One banner', params: OwnerIdParams, response: OwnerBanner },
  'POST /api/admin/banners': { tags, summary: 'Creates a banner', body: BannerInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/banners/:id': { tags, summary: 'Replaces a banner', params: OwnerIdParams, body: BannerInput, response: OwnerOk },
  'DELETE /api/admin/banners/:id': { tags, summary: 'Deletes a banner', params: OwnerIdParams, response: OwnerOk },
})

/** Content pages (spec §2 /page/:slug). */
export const ownerPageEndpoints = defineEndpoints({
  'GET /api/admin/pages': { tags, summary: 'The content pages', response: items(OwnerPage) },
  'GET /api/admin/pages/:id': { tags, summary: 'One content page', params: OwnerIdParams, response: OwnerPage },
  'POST /api/admin/pages': {
    tags,
    summary: 'Creates a content page; answers what the HTML allow-list removed',
    body: PageInput,
    status: 201,
    response: PageSaved,
  },
  'PUT /api/admin/pages/:id': {
    tags,
    summary: 'Replaces a content page; answers what the HTML allow-list removed',
    params: OwnerIdParams,
    body: PageInput,
    response: PageSaved,
  },
  'DELETE /api/admin/pages/:id': { tags, summary: 'Deletes a content page', params: OwnerIdParams, response: OwnerOk },
})

/** Coupons and automatic offers. */
export const ownerDiscountEndpoints = defineEndpoints({
  'GET /api/admin/coupons': { tags, summary: 'The coupons', response: items(OwnerCoupon) },
  'GET /api/admin/coupons/:id': { tags, summary: 'One coupon', params: OwnerIdParams, response: OwnerCoupon },
  'POST /api/admin/coupons': { tags, summary: 'Creates a coupon', body: CouponInput, status: 201, response: OwnerCreated },
  'PUT /api/admin/coupons/:id': { tags, summary: 'Replaces a coupon', params: OwnerIdParams, body: CouponInput, response: OwnerOk },
  'DELETE /api/admin/coupons/:id': {
    tags,
    summary: 'Deletes a coupon no order used (409 for a used one: set an end date instead)',
    params: OwnerIdParams,
    errors: [409],
    response: OwnerOk,
  },
})

/** Every owner call, by `'METHOD /api/admin/path'` (behind the owner token). */
export const ownerEndpoints = {
  ...ownerStoreEndpoints,
  ...ownerLayoutEndpoints,
  ...ownerBranchEndpoints,
  ...ownerCatalogueEndpoints,
  ...ownerPageEndpoints,
  ...ownerDiscountEndpoints,
  ...ownerMarketingEndpoints,
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
  ...ownerThemeEndpoints,
  ...ownerServicesEndpoints,
  ...ownerDashboardEndpoints,
  ...ownerDataEndpoints,
}
