import { formatDateTime } from '../../lib/dates.ts'
import type { OwnerOrderAnswer } from './types.ts'

/**
 * The kitchen ticket (lines, options, notes; no prices) or the delivery slip (address, phone, total,
 * what is left to collect), printed alone on 80 mm receipt paper by index.css's print rules (decision 0095).
 */
export function PrintSlip({
  answer,
  kind,
  money,
}: {
  answer: OwnerOrderAnswer
  kind: 'kitchen' | 'delivery'
  money: (minor: number) => string
}) {
  const { order, customer } = answer
  return (
    <div className="print-slip hidden font-mono wrap-anywhere print:block">
      <p className="text-lg font-bold">
        #{order.number} · {order.fulfilment === 'pickup' ? 'PICKUP' : 'DELIVERY'}
      </p>
      <p>{formatDateTime(order.placed_at)}</p>
      <p>{order.branch.name}</p>
      <hr className="my-1 border-black" />
      {order.lines.map((line) => (
        <div key={line.id}>
          <p className="font-bold">
            {line.quantity} × {line.name}
            {kind === 'delivery' && ` ${money(line.line_total)}`}
          </p>
          {line.options.map((o) => (
            <p key={`${o.name}-${o.value}`}>
              {' '}
              - {o.name}: {o.value}
            </p>
          ))}
        </div>
      ))}
      {order.notes && <p className="mt-1 font-bold wrap-anywhere">Note: {order.notes}</p>}
      {kind === 'delivery' && (
        <>
          <hr className="my-1 border-black" />
          <p>{customer?.name ?? order.address?.name}</p>
          {order.address && (
            <p>
              {order.address.line1}
              {order.address.line2 && `, ${order.address.line2}`}, {order.address.city} {order.address.pincode}
            </p>
          )}
          {order.address?.landmark && <p>Near {order.address.landmark}</p>}
          <p>{order.address?.phone ?? customer?.phone}</p>
          <p className="font-bold">Total {money(order.totals.total)}</p>
          <p>{order.payment_status === 'paid' ? 'PAID' : `To collect: ${money(order.totals.amount_due)}`}</p>
        </>
      )}
    </div>
  )
}
