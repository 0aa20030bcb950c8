import type { ReactNode } from 'react'
import { addressText } from '@store/core/browser'
import { Link } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { FormMessage } from '../../components/Field.tsx'
import type { Order, OrderAddress, OrderBranch, OrderLine, OrderStatus } from '@store/core'
import { optionsText } from '@store/core/browser'
import { useFormatMoney } from '../../lib/money.ts'
import { useSettingText } from '../../lib/settings.ts'
import { TotalsList, type TotalsFigures } from '../../components/TotalsList.tsx'
import { Picture } from '../../components/Picture.tsx'
import { STATUS_LABELS, statusTone } from './status.ts'

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-testid="order-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone(status)}`}>
      {STATUS_LABELS[status]}
    </span>
  )
}

/** The lines as the order keeps them (a snapshot: later catalogue edits do not change it). */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const money = useFormatMoney()
  return (
    <ul className="divide-y divide-gray-100" aria-label="Items">
      {lines.map((line) => (
        <li key={line.id} data-testid="order-line" className="flex gap-3 py-3">
          <div className="w-14 shrink-0 overflow-hidden rounded-lg">
            <Picture image={line.image} sizes="56px" />
          </div>
          <div className="flex min-w-0 flex-1 flex-col gap-0.5">
            <p className="font-medium leading-snug">
              <span className="text-gray-600">{line.quantity} × </span>
              {line.name}
            </p>
            {line.options.length > 0 && <p className="text-xs text-gray-600">{optionsText(line.options, money)}</p>}
          </div>
          <span className="font-semibold">{money(line.line_total)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The order's totals as the server kept them, listed as the cart lists its own (one way to show
 * totals: TotalsList), then what the wallet paid, what is left to pay and what was refunded.
 */
export function OrderTotalsList({ order }: { order: Order }) {
  const money = useFormatMoney()
  const digital = useSettingText('store_type') === 'digital'
  const t = order.totals
  const figures: TotalsFigures = {
    // The cart's Items line: the order keeps the subtotal and the product discount taken off it (cart-math).
    items: t.subtotal + t.product_price_discount,
    productDiscount: t.product_price_discount,
    subtotal: t.subtotal,
    orderDiscount: t.order_discount_amount,
    couponCode: t.coupon_code,
    fees: t.fees,
    tax: t.tax_amount,
    delivery: order.fulfilment === 'delivery' && !digital ? t.delivery_charge : null,
    deliveryDiscount: t.shipping_discount_amount,
    total: t.total,
  }
  return (
    <TotalsList figures={figures} testId="order-totals" totalTestId="order-total">
      {t.wallet_used > 0 && (
        <div className="flex justify-between">
          <dt className="text-gray-600">Paid from wallet</dt>
          <dd data-testid="wallet-used">−{money(t.wallet_used)}</dd>
        </div>
      )}
      {t.wallet_used > 0 && t.amount_due > 0 && order.status !== 'cancelled' && (
        <div className="flex justify-between font-semibold">
          <dt>To pay</dt>
          <dd>{money(t.amount_due)}</dd>
        </div>
      )}
      {t.refunded > 0 && (
        <div className="flex justify-between text-green-800">
          <dt>Refunded</dt>
          <dd data-testid="refunded">{money(t.refunded)}</dd>
        </div>
      )}
    </TotalsList>
  )
}

/** Where the order goes, or the branch it is picked up from. */
export function Destination({ address, branch, pickup }: { address: OrderAddress | null; branch: OrderBranch; pickup: boolean }) {
  if (pickup || !address) {
    return (
      <div data-testid="order-destination" className="text-sm">
        <p className="font-medium">{pickup ? `Pick up at ${branch.name}` : branch.name}</p>
        <p className="text-gray-600">{branch.address}</p>
        <p className="text-gray-600">{branch.phone}</p>
      </div>
    )
  }
  return (
    <div data-testid="order-destination" className="text-sm">
      <p className="font-medium wrap-anywhere">
        {address.name} <span className="font-normal text-gray-600">· {address.phone}</span>
      </p>
      <p className="text-gray-700 wrap-anywhere">{addressText(address)}</p>
      <p className="mt-1 text-gray-600">From {branch.name}</p>
    </div>
  )
}

/** Grey blocks where a screen's text will be, while it loads (every wait shows progress). */
export function OrderSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-3 px-5 py-6">
      <span className="sr-only">{label}</span>
      <div className="h-7 w-2/3 animate-pulse rounded bg-gray-200" />
      <div className="h-4 w-1/3 animate-pulse rounded bg-gray-200" />
      <div className="mt-2 h-16 animate-pulse rounded-xl bg-gray-100" />
      <div className="h-16 animate-pulse rounded-xl bg-gray-100" />
      <div className="h-24 animate-pulse rounded-xl bg-gray-100" />
    </div>
  )
}

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-gray-500">{title}</h2>
      {children}
    </section>
  )
}

/**
 * An order that could not be read. An id that cannot be an order's (too short, bad characters: a 422
 * from the query's schema) is as missing as an unknown one (404), and says so in the same words
 * rather than the schema's; anything else is the error's message.
 */
export function OrderUnavailable({ error, myOrders }: { error: unknown; myOrders: boolean }) {
  const missing = error instanceof ApiError && (error.status === 404 || error.status === 422)
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-3 px-5 py-6" data-testid="order-unavailable">
      {missing ? (
        <>
          <h1 className="text-2xl font-bold">Order not found</h1>
          <p className="text-gray-600">Check the link in your order mail{myOrders ? ', or find the order in My orders' : ''}.</p>
        </>
      ) : (
        <FormMessage>{formErrors(error, {}).form}</FormMessage>
      )}
      {myOrders && (
        <Link to="/account/my-orders" className="text-sm font-semibold text-brand-ink">
          My orders
        </Link>
      )}
    </section>
  )
}
