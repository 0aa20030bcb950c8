import type { Referral, ReferralReason } from '@store/core'

/** Why a referral earns nothing, as the referrer reads it on their list (decision 0020). */
const REASONS: Record<ReferralReason, string> = {
  same_phone: 'Not eligible: same phone number',
  same_email: 'Not eligible: same e-mail address',
  own_account: 'Not eligible: your own account',
  limit_reached: 'Not eligible: past the limit of friends per shopper',
  paused: 'Not eligible: referrals were paused',
}

/** A friend's state on /refer-a-friend: waiting, rewarded with the amount, or why not. */
export function referralStateText(referral: Referral, money: (minor: number) => string): string {
  if (referral.state === 'pending') return 'Waiting for their first order'
  if (referral.state === 'rewarded') return `Rewarded: ${money(referral.reward ?? 0)}`
  return referral.reason ? REASONS[referral.reason] : 'Not eligible'
}
