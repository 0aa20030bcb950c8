import { Type, type Static } from 'typebox'
import { DATE_TIME_MAX_LENGTH } from '../constants.ts'
import { Order, OrderId, OrderStatus, OrderSummary } from '../api/orders.ts'
import { defineEndpoints } from './define.ts'

const tags = ['admin'] as const

export const OwnerOrderParams = Type.Object({ id: OrderId }, { additionalProperties: false })

export const OwnerOrderPayment = Type.Union([
  Type.Literal('cod'),
  Type.Literal('wallet'),
  Type.Literal('online_paid'),
  Type.Literal('online_pending'),
  Type.Literal('online_refunded'),
])
export type OwnerOrderPayment = Static<typeof OwnerOrderPayment>

/** Dates as ISO 8601 instants: placed_at ≥ from and < to. */
const Instant = Type.String({ format: 'date-time', maxLength: DATE_TIME_MAX_LENGTH })
export const OwnerOrderListQuery = Type.Object(
  {
    status: Type.Optional(OrderStatus),
    /** Several statuses, comma-separated (the board's columns: "out_for_delivery,ready_for_pickup"). */
    statuses: Type.Optional(Type.String({ pattern: '^[a-z_]+(,[a-z_]+){0,7}$', maxLength: 200 })),
    /** How it is paid: cash, wallet, or online and paid, pending or refunded (partly or fully). */
    payment: Type.Optional(OwnerOrderPayment),
    /** An order number ("1042" or "#1042"), or the shopper's phone or e-mail. */
    q: Type.Optional(Type.String({ minLength: 1, maxLength: 254 })),
    branch_id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    from: Type.Optional(Instant),
    to: Type.Optional(Instant),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
    per_page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
  },
  { additionalProperties: false },
)
export type OwnerOrderListQuery = Static<typeof OwnerOrderListQuery>

export const OwnerOrderSummary = Type.Intersect([OrderSummary, Type.Object({ branch_id: Type.Integer() })])
export const OwnerOrderList = Type.Object({
  orders: Type.Array(OwnerOrderSummary),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
  total: Type.Integer(),
})

/** The order with who placed it: the owner sees the shopper's contact (the storefront's tracking never does). */
export const OwnerOrderAnswer = Type.Object({
  order: Order,
  customer: Type.Union([
    Type.Object({
      id: Type.Integer(),
      name: Type.String(),
      email: Type.Union([Type.String(), Type.Null()]),
      phone: Type.Union([Type.String(), Type.Null()]),
    }),
    Type.Null(),
  ]),
  cancel_reason: Type.Union([Type.String(), Type.Null()]),
})
export type OwnerOrderAnswer = Static<typeof OwnerOrderAnswer>

/** The next status; only the one step the order's fulfilment allows is accepted (core's OrderStatus comment). */
export const OwnerOrderStatusBody = Type.Object({ status: OrderStatus }, { additionalProperties: false })
export const OwnerOrderCancelBody = Type.Object({ reason: Type.String({ minLength: 1, maxLength: 300 }) }, { additionalProperties: false })
/** Minor units; at most what was paid and not yet refunded (decision 0018 says where it goes). */
export const OwnerOrderRefundBody = Type.Object(
  { amount: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), reason: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
)

/** The owner's orders (behind the owner token): list, one order, its next status, cancel, refund. */
export const ownerOrderEndpoints = defineEndpoints({
  'GET /api/admin/orders': {
    tags,
    summary: 'A page of the orders, newest first, by status or search',
    querystring: OwnerOrderListQuery,
    response: OwnerOrderList,
  },
  'GET /api/admin/orders/:id': { tags, summary: 'One order with its timeline', params: OwnerOrderParams, response: OwnerOrderAnswer },
  'POST /api/admin/orders/:id/status': {
    tags,
    summary: 'Moves an order to its next status',
    params: OwnerOrderParams,
    body: OwnerOrderStatusBody,
    response: OwnerOrderAnswer,
  },
  'POST /api/admin/orders/:id/cancel': {
    tags,
    summary: 'Cancels an order: stock, offer and wallet go back, a payment is refunded',
    params: OwnerOrderParams,
    body: OwnerOrderCancelBody,
    response: OwnerOrderAnswer,
  },
  'POST /api/admin/orders/:id/refund': {
    tags,
    summary: 'Refunds part or all of an order, to the wallet or the payment',
    errors: [409, 503],
    params: OwnerOrderParams,
    body: OwnerOrderRefundBody,
    response: OwnerOrderAnswer,
  },
})
