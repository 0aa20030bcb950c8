import { Type, type Static } from 'typebox'
import { OwnerReview } from '../api/reviews.ts'
import { WalletEntry } from '../api/wallet-history.ts'
import { defineEndpoints } from './define.ts'

/** The owner's customers (decision 0058): search by name, e-mail or phone, and one customer's page. */
const Nullable = <T extends ReturnType<typeof Type.String>>(schema: T) => Type.Union([schema, Type.Null()])
export const CUSTOMERS_PER_PAGE = 30
/** A customer's page lists this many of their newest orders, reviews, cards and wallet movements. */
export const CUSTOMER_RECENT = 50

export const CustomerSearchQuery = Type.Object(
  {
    q: Type.Optional(Type.String({ maxLength: 254 })),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  },
  { additionalProperties: false },
)
export type CustomerSearchQuery = Static<typeof CustomerSearchQuery>

export const CustomerSummary = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Nullable(Type.String()),
  phone: Nullable(Type.String()),
  created_at: Type.String(),
})
export type CustomerSummary = Static<typeof CustomerSummary>
export const CustomerPage = Type.Object({ items: Type.Array(CustomerSummary), has_more: Type.Boolean() })
export type CustomerPage = Static<typeof CustomerPage>

export const CustomerDetail = Type.Object({
  customer: Type.Object({ ...CustomerSummary.properties, referral_code: Type.String(), wallet_balance: Type.Integer() }),
  orders: Type.Array(
    Type.Object({
      id: Type.Integer(),
      number: Type.Integer(),
      status: Type.String(),
      total: Type.Integer(),
      payment_method: Type.String(),
      created_at: Type.String(),
    }),
  ),
  addresses: Type.Array(
    Type.Object({ id: Type.Integer(), label: Type.String(), text: Type.String(), pincode: Type.String(), is_default: Type.Boolean() }),
  ),
  wishlist_count: Type.Integer(),
  reviews: Type.Array(OwnerReview),
  referral: Type.Object({
    referred_by: Type.Union([Type.Object({ id: Type.Integer(), name: Type.String() }), Type.Null()]),
    referred: Type.Integer(),
    rewarded: Type.Integer(),
  }),
  scratch_cards: Type.Array(
    Type.Object({
      id: Type.Integer(),
      title: Type.String(),
      prize_kind: Type.String(),
      prize_amount: Type.Union([Type.Integer(), Type.Null()]),
      issued_at: Type.String(),
      expires_at: Type.String(),
      redeemed_at: Nullable(Type.String()),
    }),
  ),
  wallet: Type.Array(WalletEntry),
})
export type CustomerDetail = Static<typeof CustomerDetail>

const tags = ['admin'] as const
export const ownerCustomerEndpoints = defineEndpoints({
  'GET /api/admin/customers': {
    tags,
    summary: 'Customers found by name, e-mail or phone',
    querystring: CustomerSearchQuery,
    response: CustomerPage,
  },
  'GET /api/admin/customers/:id': {
    tags,
    summary: "One customer's page: orders, addresses, reviews, referral, scratch cards and wallet",
    params: Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) }, { additionalProperties: false }),
    response: CustomerDetail,
  },
})
