import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import type { CampaignInput, CouponInput, ReferralSettings } from '@store/core'
import { api } from '../../lib/api.ts'

/** Marketing's owner calls (contracts in core's contracts/owner.ts, owner-marketing.ts, scratch-cards.ts, referrals.ts). */
export const couponList = queryOptions({ queryKey: ['coupons'], queryFn: () => api('GET /api/admin/coupons') })
export const coupon = (id: number) =>
  queryOptions({ queryKey: ['coupon', id], queryFn: () => api('GET /api/admin/coupons/:id', { params: { id } }) })
export const couponUses = (id: number, page: number) =>
  queryOptions({
    queryKey: ['coupon-uses', id, page],
    queryFn: ({ signal }) => api('GET /api/admin/coupons/:id/uses', { params: { id }, query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  })
export const createCoupon = (body: CouponInput) => api('POST /api/admin/coupons', { body })
export const updateCoupon = (id: number, body: CouponInput) => api('PUT /api/admin/coupons/:id', { params: { id }, body })
export const deleteCoupon = (id: number) => api('DELETE /api/admin/coupons/:id', { params: { id } })

/** The branches a coupon may be limited to (the same list and key as the catalogue's). */
export const branchOptions = queryOptions({ queryKey: ['branches'], queryFn: () => api('GET /api/admin/branches') })

export const campaignList = queryOptions({ queryKey: ['scratch-campaigns'], queryFn: () => api('GET /api/admin/scratch-campaigns') })
export const createCampaign = (body: CampaignInput) => api('POST /api/admin/scratch-campaigns', { body })
export const updateCampaign = (id: number, body: CampaignInput) => api('PUT /api/admin/scratch-campaigns/:id', { params: { id }, body })

export const referralSettings = queryOptions({ queryKey: ['referral-settings'], queryFn: () => api('GET /api/admin/referral-settings') })
export const saveReferralSettings = (body: ReferralSettings) => api('PUT /api/admin/referral-settings', { body })
export const referralList = (page: number) =>
  queryOptions({
    queryKey: ['referrals', page],
    queryFn: ({ signal }) => api('GET /api/admin/referrals', { query: { page } }, { signal }),
    placeholderData: keepPreviousData,
  })
