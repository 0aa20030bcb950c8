import { Type, type Static } from 'typebox'
import { defineEndpoints } from './define.ts'

/**
 * The sales dashboard (decision 0092): one call per widget, each computed in SQL. What counts as a
 * sale is decided once on the server (cancelled orders, unpaid online orders and fully refunded orders
 * do not; partial refunds are taken off the sales). Days are the store's days (setting `timezone`).
 */
const Count = Type.Integer({ minimum: 0 })
const Money = Type.Integer()
/** The window a widget covers: [from, to), as ISO instants, and the store's time zone. */
const Window = { from: Type.String(), to: Type.String(), time_zone: Type.String() }

export const DASHBOARD_TOP = 5
/** The widgets other than the sales figures cover the store's last 30 days, today included. */
export const DASHBOARD_DAYS = 30

export const SalesFigures = Type.Object({
  periods: Type.Array(
    Type.Object({
      period: Type.Union([Type.Literal('today'), Type.Literal('7d'), Type.Literal('30d')]),
      ...Window,
      sales: Money,
      orders: Count,
      previous: Type.Object({ from: Type.String(), to: Type.String(), sales: Money, orders: Count }),
    }),
  ),
})
export type SalesFigures = Static<typeof SalesFigures>

export const OrdersByHour = Type.Object({ ...Window, hours: Type.Array(Type.Object({ hour: Count, orders: Count }), { minItems: 24 }) })
export type OrdersByHour = Static<typeof OrdersByHour>

const TopRow = Type.Object({ id: Type.Integer(), name: Type.String(), quantity: Count, sales: Money })
export const TopProducts = Type.Object({ ...Window, items: Type.Array(TopRow) })
export type TopProducts = Static<typeof TopProducts>
export const TopCategories = Type.Object({ ...Window, items: Type.Array(TopRow) })
export type TopCategories = Static<typeof TopCategories>

export const AverageOrder = Type.Object({
  ...Window,
  average: Money,
  orders: Count,
  previous: Type.Object({ from: Type.String(), to: Type.String(), average: Money, orders: Count }),
})
export type AverageOrder = Static<typeof AverageOrder>

export const PaymentShare = Type.Object({
  ...Window,
  /** Money taken by each means; an order partly paid from the wallet counts in both. */
  items: Type.Array(
    Type.Object({
      means: Type.Union([Type.Literal('cash'), Type.Literal('wallet'), Type.Literal('online')]),
      orders: Count,
      amount: Money,
    }),
  ),
})
export type PaymentShare = Static<typeof PaymentShare>

export const OPEN_STATUSES = ['placed', 'accepted', 'preparing', 'out_for_delivery', 'ready_for_pickup'] as const
export const OpenOrders = Type.Object({
  items: Type.Array(
    Type.Object({
      status: Type.Union([
        Type.Literal('placed'),
        Type.Literal('accepted'),
        Type.Literal('preparing'),
        Type.Literal('out_for_delivery'),
        Type.Literal('ready_for_pickup'),
      ]),
      orders: Count,
    }),
  ),
})
export type OpenOrders = Static<typeof OpenOrders>

export const ShopperMix = Type.Object({
  ...Window,
  /** Signed-in shoppers whose first counted order is in the window. */
  new_shoppers: Count,
  /** Signed-in shoppers who ordered in the window and had a counted order before it. */
  returning_shoppers: Count,
})
export type ShopperMix = Static<typeof ShopperMix>

const tags = ['admin'] as const
export const ownerDashboardEndpoints = defineEndpoints({
  'GET /api/admin/dashboard/sales': {
    tags,
    summary: 'Sales and order counts for today, 7 and 30 days, each against the period before',
    response: SalesFigures,
  },
  'GET /api/admin/dashboard/hours': { tags, summary: 'Orders by hour of the day over the last 30 days', response: OrdersByHour },
  'GET /api/admin/dashboard/top-products': { tags, summary: 'The best-selling products of the last 30 days', response: TopProducts },
  'GET /api/admin/dashboard/top-categories': {
    tags,
    summary: 'The best-selling categories of the last 30 days',
    response: TopCategories,
  },
  'GET /api/admin/dashboard/average-order': {
    tags,
    summary: 'Average order value of the last 30 days against the 30 before',
    response: AverageOrder,
  },
  'GET /api/admin/dashboard/payments': {
    tags,
    summary: 'The share of cash, wallet and online payment over the last 30 days',
    response: PaymentShare,
  },
  'GET /api/admin/dashboard/open-orders': { tags, summary: 'Open orders by status', response: OpenOrders },
  'GET /api/admin/dashboard/shoppers': {
    tags,
    summary: 'New against returning shoppers over the last 30 days',
    response: ShopperMix,
  },
})
