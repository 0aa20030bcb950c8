import { accountEndpoints } from './accounts.ts'
import { addressEndpoints } from './addresses.ts'
import { avatarEndpoints } from './avatars.ts'
import { cartEndpoints } from './cart.ts'
import { catalogueEndpoints } from './catalogue.ts'
import { deliveryEndpoints } from './delivery.ts'
import { downloadEndpoints, ownerDownloadEndpoints } from './downloads.ts'
import { orderEndpoints } from './orders.ts'
import { pushEndpoints, pushKeyEndpoints } from './push.ts'
import { ownerReferralEndpoints, referralEndpoints } from './referrals.ts'
import { ownerReviewEndpoints, reviewEndpoints } from './reviews.ts'
import { rewardEndpoints } from './rewards.ts'
import { ownerScratchCardEndpoints, scratchCardEndpoints } from './scratch-cards.ts'
import { storeEndpoints } from './store.ts'
import { ownerWalletEndpoints, walletHistoryEndpoints } from './wallet.ts'
import { wishlistEndpoints } from './wishlist.ts'

export * from './define.ts'
export * from './access.ts'
export {
  accountEndpoints,
  addressEndpoints,
  avatarEndpoints,
  cartEndpoints,
  catalogueEndpoints,
  deliveryEndpoints,
  downloadEndpoints,
  ownerDownloadEndpoints,
  orderEndpoints,
  pushEndpoints,
  pushKeyEndpoints,
  ownerReferralEndpoints,
  referralEndpoints,
  ownerReviewEndpoints,
  reviewEndpoints,
  rewardEndpoints,
  ownerScratchCardEndpoints,
  scratchCardEndpoints,
  storeEndpoints,
  ownerWalletEndpoints,
  walletHistoryEndpoints,
  wishlistEndpoints,
}
export { AVATAR_MAX_BYTES } from './avatars.ts'

/** Every shopper call, by `'METHOD /api/path'`. The browser imports only its type. */
export const shopperEndpoints = {
  ...storeEndpoints,
  ...catalogueEndpoints,
  ...cartEndpoints,
  ...accountEndpoints,
  ...addressEndpoints,
  ...avatarEndpoints,
  ...deliveryEndpoints,
  ...downloadEndpoints,
  ...orderEndpoints,
  ...referralEndpoints,
  ...reviewEndpoints,
  ...scratchCardEndpoints,
  ...rewardEndpoints,
  ...walletHistoryEndpoints,
  ...wishlistEndpoints,
  ...pushKeyEndpoints,
  ...pushEndpoints,
}
export type ShopperEndpoints = typeof shopperEndpoints
export type ShopperCall = keyof ShopperEndpoints

export * from './owner-inputs.ts'
export * from './owner-records.ts'
export * from './owner.ts'
export * from './owner-orders.ts'
export * from './owner-staff.ts'
export * from './owner-audit.ts'
/** Every owner call, for the owner's web app (apps/admin), which imports only this type. */
export type OwnerEndpoints = typeof import('./owner.ts').ownerEndpoints
export type OwnerCall = keyof OwnerEndpoints
export * from './owner-products.ts'
export * from './owner-customers.ts'
export * from './owner-layout.ts'
export * from './owner-theme.ts'
export * from './owner-services.ts'
export * from './owner-dashboard.ts'
export * from './owner-data.ts'
export * from './owner-marketing.ts'
