import { Type } from 'typebox'
import { BranchQuery } from '../api/common.ts'
import { Cart, CartQuery } from '../api/cart.ts'
import {
  CancelOrderBody,
  CartChanged,
  CheckoutOptions,
  OrderAnswer,
  OrderIdQuery,
  OrderList,
  OrdersPageQuery,
  PlacedOrder,
  PlaceOrderBody,
  ProcessPaymentBody,
  ReorderBody,
  TrackedOrder,
  WalletCheck,
} from '../api/orders.ts'
import { defineEndpoints } from './define.ts'

/**
 * Checkout, orders and payment. Every call but tracking needs a logged-in shopper, and
 * another shopper's order is a 404. place-order also takes an `Idempotency-Key` header (one per
 * checkout attempt): the same key and body answer the first order again. The Razorpay webhook is not
 * here: it reads its raw body to check the signature (the server's payments/routes.ts).
 */
export const orderEndpoints = defineEndpoints({
  'GET /api/checkout-options': { tags: ['orders'], querystring: BranchQuery, response: CheckoutOptions },
  'GET /api/check-wallet': { tags: ['orders'], querystring: CartQuery, response: WalletCheck },
  'POST /api/place-order': {
    tags: ['orders'],
    summary: 'Places the cart as an order: 201 {order, payment?}; 409 {message, cart} when the total changed',
    querystring: BranchQuery,
    body: PlaceOrderBody,
    status: 201,
    response: PlacedOrder,
    conflict: CartChanged,
  },
  'POST /api/razorpay/process-payment': { tags: ['orders'], querystring: BranchQuery, body: ProcessPaymentBody, response: OrderAnswer },
  'GET /api/get-all-orders': { tags: ['orders'], querystring: OrdersPageQuery, response: OrderList },
  'GET /api/get-single-order': { tags: ['orders'], querystring: OrderIdQuery, response: OrderAnswer },
  'GET /api/get-single-order-to-track': {
    tags: ['orders'],
    summary: "An order's status and timeline for whoever holds its link; the address only for its own shopper",
    querystring: OrderIdQuery,
    response: Type.Object({ order: TrackedOrder }),
  },
  'POST /api/cancel-order': { tags: ['orders'], querystring: BranchQuery, body: CancelOrderBody, response: OrderAnswer },
  'POST /api/reorder': {
    tags: ['orders'],
    summary: "Puts an order's lines back in the cart; lines no longer sold or changed are named in adjusted_cart_items",
    querystring: BranchQuery,
    body: ReorderBody,
    response: Cart,
  },
})
