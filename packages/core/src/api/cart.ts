import { Type, type Static } from 'typebox'
import { BranchQuery, Image } from './common.ts'

const Ids = (max: number) => Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: max })
/** The two ways an order reaches the shopper; a cart is priced for one of them (pickup has no delivery charge). */
export const Fulfilment = Type.Union([Type.Literal('delivery'), Type.Literal('pickup')])
export type Fulfilment = Static<typeof Fulfilment>

/**
 * get-cart and check-wallet (spec §7 "optional params"): the branch, and the fulfilment the cart is priced
 * for; delivery when left out. The checkout asks for the one chosen, so its totals are the order's.
 */
export const CartQuery = Type.Object({ ...BranchQuery.properties, fulfilment: Type.Optional(Fulfilment) }, { additionalProperties: false })
export type CartQuery = Static<typeof CartQuery>

/** spec §9: one unit per add; a line holds at most 99. */
export const MAX_LINE_QUANTITY = 99

/** spec §7 cart/add. No price or total field exists: a client-sent price is rejected as unknown. */
export const CartAddBody = Type.Object(
  {
    product_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    quantity: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY, default: 1 })),
    selected_attributes: Type.Optional(Ids(20)),
    selected_multi_attributes: Type.Optional(Ids(100)),
  },
  { additionalProperties: false },
)
export type CartAddBody = Static<typeof CartAddBody>

/** spec §7 cart/update: cart_id is the cart line's id. */
export const CartUpdateBody = Type.Object(
  {
    cart_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    quantity: Type.Integer({ minimum: 1, maximum: MAX_LINE_QUANTITY }),
    selected_attributes: Type.Optional(Ids(20)),
    selected_multi_attributes: Type.Optional(Ids(100)),
  },
  { additionalProperties: false },
)
export type CartUpdateBody = Static<typeof CartUpdateBody>

export const CartLine = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  quantity: Type.Integer(),
  selectedAttributes: Type.Array(Type.Integer()),
  selectedMultiAttributes: Type.Array(Type.Integer()),
  name: Type.String(),
  slug: Type.String(),
  image: Type.Union([Image, Type.Null()]),
  /** What was chosen, for showing under the line: "Size: Large", "Extra toppings: Olives (+$2)". */
  options: Type.Array(Type.Object({ name: Type.String(), value: Type.String(), price: Type.Integer() })),
  unit_price: Type.Integer(),
  original_unit_price: Type.Integer(),
  line_total: Type.Integer(),
  is_available: Type.Boolean(),
})
export type CartLine = Static<typeof CartLine>

export const AdjustedLine = Type.Object({
  id: Type.Integer(),
  product_id: Type.Integer(),
  name: Type.String(),
  /**
   * quantity_limited: a guest cart's line merged into the account's cart on login, and not all of it
   * fitted. sold_out: the branch has none left now; unavailable: the product is no longer sold there.
   */
  reason: Type.Union([
    Type.Literal('price_changed'),
    Type.Literal('unavailable'),
    Type.Literal('sold_out'),
    Type.Literal('options_changed'),
    Type.Literal('quantity_limited'),
  ]),
  message: Type.String(),
  old_unit_price: Type.Union([Type.Integer(), Type.Null()]),
  new_unit_price: Type.Union([Type.Integer(), Type.Null()]),
})
export type AdjustedLine = Static<typeof AdjustedLine>

/** spec §3 cart: every field the browser stores, all computed by the server. Money in minor units. */
export const Cart = Type.Object({
  cartItems: Type.Array(CartLine),
  cartDetails: Type.Object({ id: Type.Union([Type.Integer(), Type.Null()]), branch_id: Type.Integer(), item_count: Type.Integer() }),
  subtotal: Type.Integer(),
  total_original_price: Type.Integer(),
  product_price_discount: Type.Integer(),
  total_discount: Type.Integer(),
  tax_amount: Type.Integer(),
  delivery_charge: Type.Integer(),
  delivery_message: Type.String(),
  order_discount_amount: Type.Integer(),
  shipping_discount_amount: Type.Integer(),
  coupon_applied: Type.Boolean(),
  coupon_message: Type.String(),
  customer_applied_coupon: Type.Union([Type.String(), Type.Null()]),
  discount_eligibility_message: Type.String(),
  applied_additional_fees: Type.Array(Type.Object({ name: Type.String(), amount: Type.Integer() })),
  adjusted_cart_items: Type.Array(AdjustedLine),
  subtotal_after_discounts: Type.Integer(),
  total: Type.Integer(),
  address: Type.Null(),
  is_delivery_available: Type.Boolean(),
  /** What the cart was priced for: a pickup cart carries no delivery charge and shows no delivery line. */
  fulfilment: Fulfilment,
})
export type Cart = Static<typeof Cart>
