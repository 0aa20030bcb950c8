import { useEffect, useRef, useState } from 'react'
import { useNavigate } from 'react-router'
import type { OnlinePayment as Payment, Order } from '@store/core'
import { useFormatMoney } from '../../lib/money.ts'
import { formErrors } from '../../lib/form-errors.ts'
import { FormMessage } from '../../components/Field.tsx'
import { processPayment } from './api/process-payment.ts'
import { openRazorpay, type RazorpayAnswer } from './razorpay.ts'
import { useCheckoutSlots } from './slots.tsx'

type Stage =
  | { name: 'opening' }
  | { name: 'open' }
  | { name: 'confirming' }
  | { name: 'failed'; message: string }
  | { name: 'dismissed' }
  | { name: 'switching' }

/**
 * Online payment: the order is placed and waits for its payment. Razorpay's checkout opens
 * at once; its answer goes to process-payment, which checks the signature and marks the order paid,
 * then the shopper sees the order placed. A failure says so and offers to try again or to pay in cash
 * instead; closing the dialog leaves the order waiting for payment (cancelled after 15 minutes
 * unpaid, by the server), with a way to pay now.
 */
export function OnlinePayment({ order, payment, onCash }: { order: Order; payment: Payment; onCash: () => void }) {
  const navigate = useNavigate()
  const money = useFormatMoney()
  const { payInCashInstead, refreshCart } = useCheckoutSlots()
  const [stage, setStage] = useState<Stage>({ name: 'opening' })
  const current = useRef(stage)
  useEffect(() => {
    current.current = stage
  })

  const confirm = (answer: RazorpayAnswer) => {
    setStage({ name: 'confirming' })
    processPayment({ order_id: order.id, ...answer }).then(
      (paid) => {
        void refreshCart().catch(() => {}) // the server emptied it when the order was placed
        navigate(`/order-placed/${paid.id}`, { replace: true })
      },
      (error: unknown) => setStage({ name: 'failed', message: formErrors(error, {}).form ?? 'The payment could not be confirmed.' }),
    )
  }
  const open = () => {
    setStage({ name: 'opening' })
    openRazorpay(payment, {
      paid: confirm,
      failed: (description) => setStage({ name: 'failed', message: description }),
      // Closing after a failure is part of the failure, not a second outcome.
      dismissed: () => current.current.name === 'open' && setStage({ name: 'dismissed' }),
    }).then(
      () => setStage((s) => (s.name === 'opening' ? { name: 'open' } : s)),
      (error: unknown) => setStage({ name: 'failed', message: error instanceof Error ? error.message : String(error) }),
    )
  }
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    open()
  })
  const cash = () => {
    setStage({ name: 'switching' })
    payInCashInstead(order.id).then(onCash, (error: unknown) =>
      setStage({ name: 'failed', message: formErrors(error, {}).form ?? 'Could not switch to cash.' }),
    )
  }

  const busy = stage.name === 'opening' || stage.name === 'confirming' || stage.name === 'switching'
  return (
    <section className="flex flex-col gap-4" data-testid="online-payment" aria-busy={busy}>
      <p className="text-gray-700">
        Order <strong>#{order.number}</strong> · {money(payment.amount)}
      </p>
      {busy && (
        <p role="status" className="flex items-center gap-2 text-gray-700">
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-gray-300 border-t-brand" aria-hidden="true" />
          {stage.name === 'opening'
            ? 'Opening the payment window...'
            : stage.name === 'confirming'
              ? 'Confirming your payment...'
              : 'Switching to cash...'}
        </p>
      )}
      {stage.name === 'open' && <p role="status">Complete the payment in the Razorpay window.</p>}
      {stage.name === 'failed' && <FormMessage>{`Payment failed: ${stage.message}`}</FormMessage>}
      {stage.name === 'dismissed' && (
        <FormMessage tone="info">Your order is waiting for payment. Pay now to confirm it, or pay in cash instead.</FormMessage>
      )}
      {(stage.name === 'failed' || stage.name === 'dismissed') && (
        <div className="flex flex-col gap-2">
          <button type="button" onClick={open} className="w-full rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand">
            {stage.name === 'failed' ? 'Try again' : 'Pay now'}
          </button>
          <button
            type="button"
            onClick={cash}
            className="w-full rounded-lg border border-gray-300 px-5 py-3 font-semibold text-gray-800 hover:bg-gray-50"
          >
            Pay in cash instead
          </button>
        </div>
      )}
    </section>
  )
}
