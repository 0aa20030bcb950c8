import { Type, type Static } from 'typebox'
import { PageInfo } from './common.ts'
import { DATE_TIME_MAX_LENGTH } from '../constants.ts'

/** What a card can hold: money for the wallet, a coupon code, or "better luck next time". */
export const PrizeKind = Type.Union([Type.Literal('wallet'), Type.Literal('coupon'), Type.Literal('none')])
export type PrizeKind = Static<typeof PrizeKind>

/** A card's prize, shown only once the card is redeemed (the server decides it at issue, decision 0023). */
export const ScratchPrize = Type.Object({
  kind: PrizeKind,
  /** Minor units credited to the wallet; null unless kind is 'wallet'. */
  amount: Type.Union([Type.Integer(), Type.Null()]),
  /** The coupon to use at checkout; null unless kind is 'coupon'. */
  coupon_code: Type.Union([Type.String(), Type.Null()]),
})
export type ScratchPrize = Static<typeof ScratchPrize>

/** unscratched: waiting, with no prize in the answer; redeemed: scratched, prize shown; expired: never scratched in time. */
export const ScratchCardState = Type.Union([Type.Literal('unscratched'), Type.Literal('redeemed'), Type.Literal('expired')])
export type ScratchCardState = Static<typeof ScratchCardState>

export const ScratchCard = Type.Object({
  id: Type.Integer(),
  /** The campaign's name when the card was issued. */
  title: Type.String(),
  state: ScratchCardState,
  /** The number of the delivered order that earned it; null for a card the store gave without an order. */
  order_number: Type.Union([Type.Integer(), Type.Null()]),
  issued_at: Type.String(),
  expires_at: Type.String(),
  redeemed_at: Type.Union([Type.String(), Type.Null()]),
  /** Null until the card is redeemed. */
  prize: Type.Union([ScratchPrize, Type.Null()]),
})
export type ScratchCard = Static<typeof ScratchCard>

/** GET scratch-cards: the shopper's cards, newest first. */
export const ScratchCardsPage = Type.Object({ cards: Type.Array(ScratchCard), ...PageInfo })
export type ScratchCardsPage = Static<typeof ScratchCardsPage>

export const RedeemCardBody = Type.Object(
  { card_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) },
  { additionalProperties: false },
)
export type RedeemCardBody = Static<typeof RedeemCardBody>

/** The card with its prize, and the wallet's balance after it (minor units). */
export const RedeemCardAnswer = Type.Object({ card: ScratchCard, wallet: Type.Object({ balance: Type.Integer() }) })
export type RedeemCardAnswer = Static<typeof RedeemCardAnswer>

const Money = Type.Integer({ minimum: 1, maximum: 100_000_000 })

/**
 * One prize of a campaign. A weight is its share of the draw (weights 3 and 1: three cards in four
 * win the first). A wallet prize is a whole amount picked evenly in [min_amount, max_amount]; a coupon
 * prize names one of the store's coupons by its code.
 */
export const PrizeInput = Type.Object(
  {
    kind: PrizeKind,
    weight: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
    min_amount: Type.Optional(Type.Union([Money, Type.Null()])),
    max_amount: Type.Optional(Type.Union([Money, Type.Null()])),
    coupon_code: Type.Optional(Type.Union([Type.String({ minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_-]+$' }), Type.Null()])),
  },
  { additionalProperties: false },
)
export type PrizeInput = Static<typeof PrizeInput>

/** The owner's scratch-card campaign. */
export const CampaignInput = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 100 }),
    /** Orders placed in [starts_at, ends_at) earn a card when delivered; ends_at null: no end. */
    starts_at: Type.String({ format: 'date-time', maxLength: DATE_TIME_MAX_LENGTH }),
    ends_at: Type.Optional(Type.Union([Type.String({ format: 'date-time', maxLength: DATE_TIME_MAX_LENGTH }), Type.Null()])),
    /** The order's total must be at least this (minor units). */
    min_order_total: Type.Integer({ minimum: 0, maximum: 100_000_000 }),
    /** How long a card can be scratched after it is issued. */
    card_valid_days: Type.Integer({ minimum: 1, maximum: 365 }),
    is_active: Type.Optional(Type.Boolean()),
    /**
     * The most wallet money the campaign's cards may promise, in minor units; absent or null: no budget.
     * A card whose drawn money would pass it wins nothing instead (decision 0090). A JSON Schema type
     * list, not an anyOf with Null: Ajv's coercion would turn a null into 0 (owner-inputs.ts).
     */
    budget: Type.Optional(Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 1, maximum: 1_000_000_000 })),
    prizes: Type.Array(PrizeInput, { minItems: 1, maxItems: 20 }),
  },
  { additionalProperties: false },
)
export type CampaignInput = Static<typeof CampaignInput>

export const OwnerPrize = Type.Object({
  kind: PrizeKind,
  weight: Type.Integer(),
  min_amount: Type.Union([Type.Integer(), Type.Null()]),
  max_amount: Type.Union([Type.Integer(), Type.Null()]),
  coupon_code: Type.Union([Type.String(), Type.Null()]),
})
export type OwnerPrize = Static<typeof OwnerPrize>

export const OwnerCampaign = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  starts_at: Type.String(),
  ends_at: Type.Union([Type.String(), Type.Null()]),
  min_order_total: Type.Integer(),
  card_valid_days: Type.Integer(),
  is_active: Type.Boolean(),
  prizes: Type.Array(OwnerPrize),
  budget: Type.Union([Type.Integer(), Type.Null()]),
  /** Read-only: cards issued so far, and how many of them were redeemed or expired unscratched. */
  cards_issued: Type.Integer(),
  cards_redeemed: Type.Integer(),
  cards_expired: Type.Integer(),
  /** Read-only: wallet money promised by the cards issued (what the budget counts), and paid by those redeemed. */
  money_promised: Type.Integer(),
  money_paid: Type.Integer(),
  /** Read-only: redeemed cards whose prize was a coupon. */
  coupons_won: Type.Integer(),
})
export type OwnerCampaign = Static<typeof OwnerCampaign>
