import type { OwnerOrderAnswer } from './types.ts'
import { totalRows } from './total-rows.ts'

/** The lines with their options and add-ons, and the totals, as the shopper was charged. */
export function OrderLines({ order, money }: { order: OwnerOrderAnswer['order']; money: (minor: number) => string }) {
  const t = order.totals
  const rows = totalRows(t)
  return (
    <div>
      <ul className="divide-y divide-gray-200">
        {order.lines.map((line) => (
          <li key={line.id} className="flex justify-between gap-3 py-2">
            <div>
              <p className="font-medium">
                {line.quantity} × {line.name}
              </p>
              {line.options.map((o) => (
                <p key={`${o.name}-${o.value}`} className="text-sm text-gray-700">
                  {o.name}: {o.value}
                  {o.price > 0 && ` (+${money(o.price)})`}
                </p>
              ))}
            </div>
            <p>{money(line.line_total)}</p>
          </li>
        ))}
      </ul>
      <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 text-sm">
        {rows.map(([label, amount]) => (
          <div key={label} className="contents">
            <dt>{label}</dt>
            <dd className="text-right">{amount < 0 ? `−${money(-amount)}` : money(amount)}</dd>
          </div>
        ))}
        <dt className="font-semibold">Total</dt>
        <dd className="text-right font-semibold">{money(t.total)}</dd>
        {t.wallet_used > 0 && (
          <>
            <dt>Paid from wallet</dt>
            <dd className="text-right">{money(t.wallet_used)}</dd>
          </>
        )}
        {t.refunded > 0 && (
          <>
            <dt>Refunded</dt>
            <dd className="text-right">{money(t.refunded)}</dd>
          </>
        )}
      </dl>
    </div>
  )
}
