import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import type { Cart, CheckoutOptions, PlacedOrder, PlaceOrderBody } from '@store/core'
import { useAction } from '../../lib/useAction.ts'
import { noErrors } from '../../lib/form-errors.ts'
import { FormMessage, SubmitButton } from '../../components/Field.tsx'
import { placeOrder } from './api/place-order.ts'
import { useCheckWallet } from './api/check-wallet.ts'
import { useCheckoutAttempt } from './attempt.ts'
import { clearDraft, readDraft, saveDraft, type CheckoutDraft } from './draft.ts'
import { placeProblem, type PlaceProblem } from './place-errors.ts'
import { useCheckoutSlots } from './slots.tsx'
import { useCartPricedFor } from './useCartPricedFor.ts'
import { FulfilmentChoice } from './FulfilmentChoice.tsx'
import { AddressChoice } from './AddressChoice.tsx'
import { PaymentChoice } from './PaymentChoice.tsx'
import { CartSummary } from './CartSummary.tsx'
import { OnlinePayment } from './OnlinePayment.tsx'
import { Part } from './Choice.tsx'

type Choices = Omit<CheckoutDraft, 'knownAddressIds'>
const noProblem: PlaceProblem = { errors: noErrors, changed: null }

/**
 * The checkout of a logged-in shopper (issue 10). Everything typed stays through a failed attempt:
 * a 409 shows what changed in the cart (its new totals come with it), a 422 its message next to the
 * part it concerns. The total sent is the total shown; the server places the order only at that total.
 */
export function CheckoutForm({ cart, options }: { cart: Cart; options: CheckoutOptions }) {
  const slots = useCheckoutSlots()
  const navigate = useNavigate()
  const [choices, setChoices] = useState<Choices>(() => {
    const { knownAddressIds: _, ...chosen } = readDraft()
    return chosen
  })
  const change = useCallback((c: Partial<Choices>) => setChoices((d) => ({ ...d, ...c })), [])
  const setAddress = useCallback((addressId: number | null) => change({ addressId }), [change])
  useEffect(() => saveDraft(choices), [choices])
  const [problem, setProblem] = useState<PlaceProblem>(noProblem)
  const [placed, setPlaced] = useState<PlacedOrder | null>(null)
  const digital = options.digital
  const delivery = !digital && choices.fulfilment === 'delivery'
  // A digital store's orders go as 'delivery' with no address and no delivery charge (spec §1).
  const fulfilment = digital ? 'delivery' : choices.fulfilment
  const pricing = useCartPricedFor(cart, fulfilment, slots.refreshCart)
  const wallet = useCheckWallet(cart.total, fulfilment)
  const attempt = useCheckoutAttempt()
  const place = useAction(placeOrder)
  // What went wrong is brought into view: the shopper pressed the button at the end of a long form.
  const problemBox = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (problem.changed || problem.errors.form) problemBox.current?.scrollIntoView({ block: 'nearest' })
  }, [problem])

  const walletPaysAll = wallet.data !== undefined && cart.total > 0 && wallet.data.usable >= cart.total
  const usesWallet = choices.useWallet && (wallet.data?.usable ?? 0) > 0
  const payment = usesWallet && walletPaysAll ? 'wallet' : choices.payment === 'online' && !options.online_payment ? 'cod' : choices.payment

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (delivery && choices.addressId === null) {
      setProblem({ ...noProblem, errors: { form: null, fields: { address_id: 'Choose where to deliver, or add an address' } } })
      return
    }
    const notes = choices.notes.trim()
    const body: PlaceOrderBody = {
      fulfilment,
      ...(delivery && choices.addressId !== null ? { address_id: choices.addressId } : {}),
      payment_method: payment,
      ...(usesWallet ? { use_wallet: true } : {}),
      ...(notes ? { notes } : {}),
      expected_total: cart.total,
    }
    setProblem(noProblem)
    place.mutate(
      { body, idempotencyKey: attempt.keyFor(body) },
      {
        onSuccess: (answer) => {
          attempt.placed()
          clearDraft()
          if (answer.payment) return setPlaced(answer) // the cart is read again once it is paid
          // The server emptied the cart with the order; the stored one follows.
          void slots.refreshCart().catch(() => {})
          navigate(`/order-placed/${answer.order.id}`, { replace: true })
        },
        onError: (error) => {
          attempt.failed(error)
          const read = placeProblem(error)
          if (read.changed) slots.keepCart(read.changed.cart)
          setProblem(read)
        },
      },
    )
  }

  if (placed?.payment) {
    const toCash = () => {
      setPlaced(null)
      change({ payment: 'cod' })
    }
    return <OnlinePayment order={placed.order} payment={placed.payment} onCash={toCash} />
  }
  const fields = problem.errors.fields
  return (
    <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
      {!digital && (
        <FulfilmentChoice
          fulfilment={choices.fulfilment}
          onChange={(fulfilment) => change({ fulfilment })}
          errors={{ fulfilment: fields.fulfilment, branch: fields.branch_id }}
        />
      )}
      {delivery && <AddressChoice addressId={choices.addressId} onChange={setAddress} error={fields.address_id} />}
      <PaymentChoice
        payment={choices.payment}
        onPayment={(p) => change({ payment: p })}
        useWallet={choices.useWallet}
        onUseWallet={(useWallet) => change({ useWallet })}
        online={options.online_payment}
        wallet={wallet.data}
        walletPaysAll={walletPaysAll}
        pickup={!delivery && !digital}
        error={fields.payment_method ?? fields.use_wallet}
      />
      <Part title="Notes" error={fields.notes}>
        <textarea
          aria-label="Notes for the store"
          placeholder="Anything the store should know (optional)"
          value={choices.notes}
          onChange={(e) => change({ notes: e.target.value })}
          maxLength={500}
          rows={2}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-base outline-none focus:border-brand focus:ring-2 focus:ring-brand/20"
        />
      </Part>
      <CartSummary cart={cart} />
      <div ref={problemBox} className="flex flex-col gap-3 empty:hidden">
        {problem.changed && (
          <div role="alert" data-testid="cart-changed" className="flex flex-col gap-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">{problem.changed.message}</p>
            {problem.changed.cart.adjusted_cart_items.length > 0 && (
              <ul className="list-disc pl-5">
                {problem.changed.cart.adjusted_cart_items.map((a) => (
                  <li key={a.id}>{a.message}</li>
                ))}
              </ul>
            )}
            <p>Check the new total, then place your order again.</p>
          </div>
        )}
        <FormMessage>{problem.errors.form}</FormMessage>
      </div>
      <SubmitButton busy={place.isPending || pricing} busyLabel={pricing ? 'Updating the total...' : 'Placing order...'}>
        Place order
      </SubmitButton>
    </form>
  )
}
