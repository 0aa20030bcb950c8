import { Type, type Static } from 'typebox'
import { Cart, Fulfilment } from './cart.ts'
import { Image } from './common.ts'
import { DEFAULT_BRANCH_ID } from '../constants.ts'

export const PaymentMethod = Type.Union([Type.Literal('cod'), Type.Literal('wallet'), Type.Literal('online')])
export type PaymentMethod = Static<typeof PaymentMethod>

/**
 * Delivery: placed → accepted → preparing → out_for_delivery → delivered.
 * Pickup: placed → accepted → preparing → ready_for_pickup → picked_up.
 * cancelled: from any status before out_for_delivery or ready_for_pickup.
 */
export const OrderStatus = Type.Union([
  Type.Literal('placed'),
  Type.Literal('accepted'),
  Type.Literal('preparing'),
  Type.Literal('out_for_delivery'),
  Type.Literal('delivered'),
  Type.Literal('ready_for_pickup'),
  Type.Literal('picked_up'),
  Type.Literal('cancelled'),
])
export type OrderStatus = Static<typeof OrderStatus>

export const PaymentStatus = Type.Union([
  Type.Literal('pending'),
  Type.Literal('paid'),
  Type.Literal('failed'),
  Type.Literal('refunded'),
  Type.Literal('partially_refunded'),
])
export type PaymentStatus = Static<typeof PaymentStatus>

/**
 * An order's public id: at least 96 random bits (base64url), so a tracking link cannot be guessed.
 * People and e-mails use `number` instead.
 */
export const OrderId = Type.String({ minLength: 16, maxLength: 40, pattern: '^[A-Za-z0-9_-]+$' })

const BranchIdField = Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647, default: DEFAULT_BRANCH_ID }))

/** A line as it was when the order was placed: later catalogue edits do not change it. */
export const OrderLine = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  image: Type.Union([Image, Type.Null()]),
  /** "Size: Large", "Extra toppings: Olives (+$2)", as the cart showed them. */
  options: Type.Array(Type.Object({ name: Type.String(), value: Type.String(), price: Type.Integer() })),
  selected_attributes: Type.Array(Type.Integer()),
  selected_multi_attributes: Type.Array(Type.Integer()),
  unit_price: Type.Integer(),
  quantity: Type.Integer(),
  line_total: Type.Integer(),
})
export type OrderLine = Static<typeof OrderLine>

/** The totals as the cart had them when the order was placed, plus what the wallet paid. Minor units. */
export const OrderTotals = Type.Object({
  subtotal: Type.Integer(),
  product_price_discount: Type.Integer(),
  order_discount_amount: Type.Integer(),
  shipping_discount_amount: Type.Integer(),
  delivery_charge: Type.Integer(),
  tax_amount: Type.Integer(),
  /** The sum of the store's additional fees (packaging…) the cart added. */
  fees_total: Type.Integer(),
  /** Each of those fees by name, as the cart listed them; an order from before they were kept has one "Fees" line of their sum. */
  fees: Type.Array(Type.Object({ name: Type.String(), amount: Type.Integer() })),
  total: Type.Integer(),
  coupon_code: Type.Union([Type.String(), Type.Null()]),
  /** Debited from the wallet when the order was placed. */
  wallet_used: Type.Integer(),
  /** What is left to pay in cash or online: total − wallet_used. */
  amount_due: Type.Integer(),
  refunded: Type.Integer(),
})
export type OrderTotals = Static<typeof OrderTotals>

/** Where the order goes (a snapshot of the saved address). Null for pickup, and on tracking for anyone but its shopper. */
export const OrderAddress = Type.Object({
  name: Type.String(),
  phone: Type.String(),
  line1: Type.String(),
  line2: Type.Union([Type.String(), Type.Null()]),
  landmark: Type.Union([Type.String(), Type.Null()]),
  city: Type.String(),
  state: Type.String(),
  pincode: Type.String(),
})
export type OrderAddress = Static<typeof OrderAddress>

export const OrderBranch = Type.Object({ id: Type.Integer(), name: Type.String(), address: Type.String(), phone: Type.String() })
export type OrderBranch = Static<typeof OrderBranch>

/**
 * One event in the order's life: a status move, a payment, a refund or a give-back (stock, coupon,
 * wallet). `status` is the order's status after the event; `note` says what happened, as the shopper reads it.
 */
export const TimelineEntry = Type.Object({ status: OrderStatus, at: Type.String(), note: Type.String() })
export type TimelineEntry = Static<typeof TimelineEntry>

export const Order = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  status: OrderStatus,
  payment_status: PaymentStatus,
  payment_method: PaymentMethod,
  fulfilment: Fulfilment,
  lines: Type.Array(OrderLine),
  totals: OrderTotals,
  address: Type.Union([OrderAddress, Type.Null()]),
  branch: OrderBranch,
  notes: Type.Union([Type.String(), Type.Null()]),
  timeline: Type.Array(TimelineEntry),
  can_cancel: Type.Boolean(),
  /** Until when the shopper may still cancel (placed + the owner's cancel window); null once they may not. */
  cancel_until: Type.Union([Type.String(), Type.Null()]),
  placed_at: Type.String(),
  /** When the order should arrive or be ready (placed_at + the branch's delivery minutes); null once done or cancelled. */
  estimated_at: Type.Union([Type.String(), Type.Null()]),
})
export type Order = Static<typeof Order>

/** A row of "My orders": enough for the list, without lines or timeline. */
export const OrderSummary = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  status: OrderStatus,
  payment_status: PaymentStatus,
  payment_method: PaymentMethod,
  fulfilment: Fulfilment,
  total: Type.Integer(),
  item_count: Type.Integer(),
  /** The first few line names, for a one-line description ("Margherita, Cola and 2 more"). */
  first_items: Type.Array(Type.String()),
  placed_at: Type.String(),
})
export type OrderSummary = Static<typeof OrderSummary>

export const OrderList = Type.Object({ orders: Type.Array(OrderSummary), current_page: Type.Integer(), last_page: Type.Integer() })
export type OrderList = Static<typeof OrderList>

/** What tracking shows anyone who holds the link; `address` is null unless the order's own shopper asks. */
export const TrackedOrder = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  status: OrderStatus,
  payment_status: PaymentStatus,
  fulfilment: Fulfilment,
  branch: OrderBranch,
  address: Type.Union([OrderAddress, Type.Null()]),
  timeline: Type.Array(TimelineEntry),
  placed_at: Type.String(),
  estimated_at: Type.Union([Type.String(), Type.Null()]),
  total: Type.Integer(),
  item_count: Type.Integer(),
})
export type TrackedOrder = Static<typeof TrackedOrder>

export const PlaceOrderBody = Type.Object(
  {
    fulfilment: Fulfilment,
    /** Required for delivery (not for a digital store); one of the shopper's own saved addresses. */
    address_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    payment_method: PaymentMethod,
    /** Pay part (or all) of the order from the wallet; payment_method 'wallet' means the wallet pays all. */
    use_wallet: Type.Optional(Type.Boolean()),
    notes: Type.Optional(Type.String({ maxLength: 500 })),
    /** The total the shopper saw; when the repriced cart differs, the answer is 409 with the new cart. */
    expected_total: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
  },
  { additionalProperties: false },
)
export type PlaceOrderBody = Static<typeof PlaceOrderBody>

/** What the browser needs to open Razorpay checkout for an online payment. */
export const OnlinePayment = Type.Object({
  provider: Type.Literal('razorpay'),
  key_id: Type.String(),
  razorpay_order_id: Type.String(),
  amount: Type.Integer(),
  currency: Type.String(),
  name: Type.String(),
  checkout_url: Type.String(),
  prefill: Type.Object({ name: Type.String(), email: Type.String(), contact: Type.String() }),
})
export type OnlinePayment = Static<typeof OnlinePayment>

export const PlacedOrder = Type.Object({ order: Order, payment: Type.Optional(OnlinePayment) })
export type PlacedOrder = Static<typeof PlacedOrder>

/** The 409 body of place-order when the cart's total changed: the message and the new cart to show. */
export const CartChanged = Type.Object({ message: Type.String(), cart: Cart })
export type CartChanged = Static<typeof CartChanged>

export const ProcessPaymentBody = Type.Object(
  {
    order_id: OrderId,
    razorpay_payment_id: Type.String({ minLength: 1, maxLength: 60 }),
    razorpay_order_id: Type.String({ minLength: 1, maxLength: 60 }),
    razorpay_signature: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
)
export type ProcessPaymentBody = Static<typeof ProcessPaymentBody>

export const OrderIdQuery = Type.Object({ branch_id: BranchIdField, order_id: OrderId }, { additionalProperties: false })
export type OrderIdQuery = Static<typeof OrderIdQuery>

export const OrdersPageQuery = Type.Object(
  { branch_id: BranchIdField, page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })) },
  { additionalProperties: false },
)
export type OrdersPageQuery = Static<typeof OrdersPageQuery>

export const CancelOrderBody = Type.Object(
  { order_id: OrderId, reason: Type.Optional(Type.String({ maxLength: 300 })) },
  { additionalProperties: false },
)
export type CancelOrderBody = Static<typeof CancelOrderBody>

/** Re-order answers the cart with the lines that went back in; `adjusted_cart_items` names those that could not. */
export const ReorderBody = Type.Object({ order_id: OrderId }, { additionalProperties: false })
export type ReorderBody = Static<typeof ReorderBody>

export const OrderAnswer = Type.Object({ order: Order })
export type OrderAnswer = Static<typeof OrderAnswer>

/** check-wallet: the balance, and how much of it this cart may use now. Minor units. */
export const WalletCheck = Type.Object({ balance: Type.Integer(), usable: Type.Integer() })
export type WalletCheck = Static<typeof WalletCheck>

/** Whether online payment is offered (Razorpay keys set) and the owner's cancel window, for the checkout screen. */
export const CheckoutOptions = Type.Object({
  online_payment: Type.Boolean(),
  cancel_window_minutes: Type.Integer(),
  /** spec §1: a digital store asks for no address and no delivery. */
  digital: Type.Boolean(),
})
export type CheckoutOptions = Static<typeof CheckoutOptions>
