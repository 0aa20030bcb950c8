import type { StateCreator } from 'zustand/vanilla'
import { sliceHook } from './store.ts'

/**
 * The referral code a visitor of /r/{code} arrived with, kept under the one storefront key
 * until they create an account. Two features read it: referrals keeps it, accounts sends it with the
 * registration. So it lives in lib/, like the session, and neither feature imports the other.
 */
export interface ReferralCodeSlice {
  referralCode: string | null
  keepReferralCode(code: string): void
  forgetReferralCode(): void
}

export const createReferralCodeSlice: StateCreator<ReferralCodeSlice, [], [], ReferralCodeSlice> = (set) => ({
  referralCode: null,
  keepReferralCode: (code) => set({ referralCode: code.toUpperCase() }),
  forgetReferralCode: () => set({ referralCode: null }),
})

export const persistReferralCode = (s: ReferralCodeSlice): Pick<ReferralCodeSlice, 'referralCode'> => ({ referralCode: s.referralCode })

export const useReferralCode = sliceHook<ReferralCodeSlice>()
