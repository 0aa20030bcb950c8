import type { ReactNode } from 'react'
import { useFormatMoney } from '../lib/money.ts'
import { useSession } from '../lib/session.ts'

/** The figures of a cart or an order, every one as the server computed it (decision 0007). */
export interface TotalsFigures {
  /** Shelf prices before product discounts. */
  items: number
  productDiscount: number
  subtotal: number
  orderDiscount: number
  /** The coupon behind the order discount, when it is known. */
  couponCode?: string | null
  fees: { name: string; amount: number }[]
  tax: number
  /** Null where there is no delivery: pickup, or a digital store (spec §1). 0 reads "Free". */
  delivery: number | null
  deliveryDiscount: number
  total: number
}

/**
 * One way to show totals: the cart, the checkout and the order pages list the same lines
 * with the same labels, so an order adds up the way its cart did. Tax is a note when shelf prices
 * include it (setting prices_include_tax), a line otherwise. `notice` goes above the total, `children`
 * below it (what the wallet paid, what is left to pay, refunds).
 */
export function TotalsList({
  figures: f,
  testId,
  totalTestId,
  notice,
  children,
}: {
  figures: TotalsFigures
  testId: string
  totalTestId: string
  notice?: ReactNode
  children?: ReactNode
}) {
  const money = useFormatMoney()
  const included = useSession((s) => s.siteSettings?.prices_include_tax !== false)
  const rows: [string, number, boolean][] = [
    ['Items', f.items, f.productDiscount > 0],
    ['Product discount', -f.productDiscount, f.productDiscount > 0],
    ['Subtotal', f.subtotal, true],
    [f.couponCode ? `Order discount (${f.couponCode})` : 'Order discount', -f.orderDiscount, f.orderDiscount > 0],
    ...f.fees.map((fee): [string, number, boolean] => [fee.name, fee.amount, true]),
    ['Tax', f.tax, f.tax > 0 && !included],
    ['Delivery', f.delivery ?? 0, f.delivery !== null],
    ['Delivery discount', -f.deliveryDiscount, f.deliveryDiscount > 0],
  ]
  // Two lists around the notes: a <dl> may hold only dt/dd groups (WCAG 1.3.1), and the notes are neither.
  return (
    <div data-testid={testId} className="flex flex-col gap-1.5 rounded-xl bg-gray-50 p-4 text-sm">
      <dl className="flex flex-col gap-1.5">
        {rows
          .filter(([, , show]) => show)
          .map(([label, amount]) => (
            <div key={label} className="flex justify-between">
              <dt className="text-gray-600">{label}</dt>
              <dd className="price">{amount < 0 ? `−${money(-amount)}` : label === 'Delivery' && amount === 0 ? 'Free' : money(amount)}</dd>
            </div>
          ))}
      </dl>
      {notice}
      {f.tax > 0 && included && (
        <p className="text-xs text-gray-600" data-testid="tax-note">
          Prices include tax of {money(f.tax)}
        </p>
      )}
      <dl className="flex flex-col gap-1.5">
        <div className="mt-1 flex justify-between border-t border-gray-200 pt-2 text-base font-bold">
          <dt>Total</dt>
          <dd data-testid={totalTestId} className="price">
            {money(f.total)}
          </dd>
        </div>
        {children}
      </dl>
    </div>
  )
}
