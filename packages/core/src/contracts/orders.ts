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
import { ACCESS } from './access.ts'
import { defineEndpoints } from './define.ts'

/**
 * Checkout, orders and payment. Every call but tracking needs a logged-in shopper, and
 * another shopper's order is a 404. place-order also takes an `Idempotency-Key` header (one per
 * checkout attempt): the same key and body answer the first order again. The Razorpay webhook is not
 * here: it reads its raw body to check the signature (the server's payments/routes.ts).
 */
export const orderEndpoints = defineEndpoints({
  'GET /api/checkout-options': {
    tags: ['orders'],
    summary: 'What checkout offers: online payment, the cancel window, digital goods',
    security: ACCESS.public,
    querystring: BranchQuery,
    response: CheckoutOptions,
  },
  'GET /api/check-wallet': {
    tags: ['orders'],
    summary: 'How much of the cart the wallet can pay',
    errors: [404],
    querystring: CartQuery,
    response: WalletCheck,
  },
  'POST /api/place-order': {
    tags: ['orders'],
    summary: 'Places the cart as an order; 409 with the new cart when its total changed',
    errors: [404, 409, 502],
    querystring: BranchQuery,
    body: PlaceOrderBody,
    status: 201,
    response: PlacedOrder,
    conflict: CartChanged,
  },
  'POST /api/razorpay/process-payment': {
    tags: ['orders'],
    summary: "Completes an online payment with Razorpay checkout's answer",
    errors: [404, 409, 502],
    querystring: BranchQuery,
    body: ProcessPaymentBody,
    response: OrderAnswer,
  },
  'GET /api/get-all-orders': {
    tags: ['orders'],
    summary: "A page of the shopper's orders",
    querystring: OrdersPageQuery,
    response: OrderList,
  },
  'GET /api/get-single-order': {
    tags: ['orders'],
    summary: "One of the shopper's orders",
    errors: [404],
    querystring: OrderIdQuery,
    response: OrderAnswer,
  },
  'GET /api/get-single-order-to-track': {
    tags: ['orders'],
    summary: "An order's status and timeline for whoever holds its link; the address only for its own shopper",
    security: ACCESS.optionalShopper,
    errors: [404],
    querystring: OrderIdQuery,
    response: Type.Object({ order: TrackedOrder }),
  },
  'POST /api/cancel-order': {
    tags: ['orders'],
    summary: "Cancels the shopper's order within the cancel window; a payment goes back",
    errors: [404],
    querystring: BranchQuery,
    body: CancelOrderBody,
    response: OrderAnswer,
  },
  'POST /api/reorder': {
    tags: ['orders'],
    summary: "Puts an order's lines back in the cart; lines no longer sold are named in adjusted_cart_items",
    errors: [404],
    querystring: BranchQuery,
    body: ReorderBody,
    response: Cart,
  },
})
