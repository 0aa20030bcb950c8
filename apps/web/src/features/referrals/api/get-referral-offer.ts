import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

/** What each side of a referral gets, from the owner's settings (minor units). */
export const getReferralOffer = (signal?: AbortSignal) => api('GET /api/referral-offer', undefined, { signal })

export const referralOfferQuery = () => queryOptions({ queryKey: ['referral-offer'], queryFn: ({ signal }) => getReferralOffer(signal) })

export const useReferralOffer = () => useQuery(referralOfferQuery())
