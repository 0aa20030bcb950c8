import { Type } from 'typebox'
import { BranchQuery } from '../api/common.ts'
import { ReferralOffer, ReferralSettings, ReferralsPage, ReferralsQuery, ReferrerQuery, ReferrerUser } from '../api/referrals.ts'
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/**
 * Referrals. get-referrer-user is public and rate-limited (codes are 40 bits); the offer is
 * public so /r/{code} can say what a friend gets; the shopper's own list needs a login.
 */
export const referralEndpoints = defineEndpoints({
  'GET /api/get-referrer-user': {
    tags: ['referrals'],
    summary: 'The shopper a referral code belongs to, by first name',
    security: ACCESS.public,
    errors: [404, 429],
    querystring: ReferrerQuery,
    response: ReferrerUser,
  },
  'GET /api/referral-offer': {
    tags: ['referrals'],
    summary: 'What a referral earns the new shopper and the referrer',
    security: ACCESS.public,
    querystring: BranchQuery,
    response: ReferralOffer,
  },
  'GET /api/user/referrals': {
    tags: ['referrals'],
    summary: 'A page of the shoppers this shopper referred',
    querystring: ReferralsQuery,
    response: ReferralsPage,
  },
})

/** The owner's referral settings (behind the owner token). */
export const ownerReferralEndpoints = defineEndpoints({
  'GET /api/admin/referral-settings': { tags: ['admin'], summary: 'What referrals earn', response: ReferralSettings },
  'PUT /api/admin/referral-settings': {
    tags: ['admin'],
    summary: 'Changes what referrals earn',
    body: ReferralSettings,
    response: Type.Object({ ok: Type.Boolean() }),
  },
})
