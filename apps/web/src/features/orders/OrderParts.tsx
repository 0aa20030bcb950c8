import type { ReactNode } from 'react'
import type { Order, OrderAddress, OrderBranch, OrderLine, OrderStatus } from '@store/core'
import { useFormatMoney } from '../../lib/money.ts'
import { useSession } from '../../lib/session.ts'
import { Picture } from '../../components/Picture.tsx'
import { STATUS_LABELS, statusTone } from './status.ts'

export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <span data-testid="order-status" className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusTone(status)}`}>
      {STATUS_LABELS[status]}
    </span>
  )
}

/** The lines as the order keeps them (a snapshot: later catalogue edits do not change it, issue 10). */
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
            {line.options.length > 0 && (
              <p className="text-xs text-gray-600">
                {line.options.map((o) => `${o.name}: ${o.value}${o.price > 0 ? ` (+${money(o.price)})` : ''}`).join(', ')}
              </p>
            )}
          </div>
          <span className="font-semibold">{money(line.line_total)}</span>
        </li>
      ))}
    </ul>
  )
}

/**
 * The order's totals as the server kept them, with what the wallet paid and what was refunded. Tax is
 * a note when shelf prices include it, as the cart shows it (setting prices_include_tax).
 */
export function OrderTotalsList({ order }: { order: Order }) {
  const money = useFormatMoney()
  const included = useSession((s) => s.siteSettings?.prices_include_tax !== false)
  const t = order.totals
  const rows: [string, number, boolean][] = [
    ['Subtotal', t.subtotal, true],
    [t.coupon_code ? `Discount (${t.coupon_code})` : 'Discount', -t.order_discount_amount, t.order_discount_amount > 0],
    // The order keeps the sum of the cart's fees (packaging…), not each one (decision 0026).
    ['Fees', t.fees_total, t.fees_total > 0],
    ['Tax', t.tax_amount, t.tax_amount > 0 && !included],
    ['Delivery', t.delivery_charge, order.fulfilment === 'delivery'],
    ['Delivery discount', -t.shipping_discount_amount, t.shipping_discount_amount > 0],
  ]
  return (
    <dl data-testid="order-totals" className="flex flex-col gap-1.5 rounded-xl bg-gray-50 p-4 text-sm">
      {rows
        .filter(([, , show]) => show)
        .map(([label, amount]) => (
          <div key={label} className="flex justify-between">
            <dt className="text-gray-600">{label}</dt>
            <dd>{amount < 0 ? `−${money(-amount)}` : label === 'Delivery' && amount === 0 ? 'Free' : money(amount)}</dd>
          </div>
        ))}
      {t.tax_amount > 0 && included && <p className="text-xs text-gray-500">Prices include tax of {money(t.tax_amount)}</p>}
      <div className="mt-1 flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
        <dt>Total</dt>
        <dd data-testid="order-total">{money(t.total)}</dd>
      </div>
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
    </dl>
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
  const lines = [address.line1, address.line2, address.landmark, `${address.city}, ${address.state} ${address.pincode}`].filter(Boolean)
  return (
    <div data-testid="order-destination" className="text-sm">
      <p className="font-medium">
        {address.name} <span className="font-normal text-gray-600">· {address.phone}</span>
      </p>
      <p className="text-gray-700">{lines.join(', ')}</p>
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
