import type { Generated } from 'kysely'

/** Rewards: referrals and scratch cards. */
export interface LoyaltyTables {
  /** Who brought whom (decision 0020): one row per referred account. */
  referrals: {
    id: Generated<number>
    referrer_id: number
    referred_id: number
    state: string // 'pending' | 'rewarded' | 'refused'
    /** Why a refused referral earns nothing (core's ReferralReason). */
    reason: string | null
    /** What each wallet got, set when rewarded (minor units). */
    referrer_bonus: number | null
    friend_bonus: number | null
    created_at: string
    settled_at: string | null
  }
  /** The owner's referral settings: one row, id 1. */
  referral_settings: { id: number; enabled: number; referrer_bonus: number; friend_bonus: number; per_referrer_limit: number | null }
  /** The owner's scratch-card campaigns (decision 0023). */
  scratch_campaigns: {
    id: Generated<number>
    name: string
    starts_at: string
    /** null: no end. */
    ends_at: string | null
    min_order_total: number
    card_valid_days: number
    is_active: number
    created_at: string
    /** The most wallet money the campaign's cards may promise (minor units); null: no budget (decision 0090). */
    budget: number | null
    /** Wallet money promised by the cards issued so far, counted when each card is issued. */
    budget_used: Generated<number>
  }
  /** A campaign's prizes in the owner's order; a weight is the prize's share of the draw. */
  scratch_prizes: {
    id: Generated<number>
    campaign_id: number
    position: number
    kind: string // 'wallet' | 'coupon' | 'none'
    weight: number
    min_amount: number | null
    max_amount: number | null
    coupon_code: string | null
  }
  /** A shopper's card with the prize decided when it was issued; shown only once redeemed. */
  scratch_cards: {
    id: Generated<number>
    user_id: number
    campaign_id: number
    /** Unique: one card per delivered order. Null for a card given without an order (the demo's). */
    order_id: number | null
    order_number: number | null
    title: string
    prize_kind: string // 'wallet' | 'coupon' | 'none'
    prize_amount: number | null
    prize_coupon_code: string | null
    issued_at: string
    expires_at: string
    redeemed_at: string | null
  }
}
