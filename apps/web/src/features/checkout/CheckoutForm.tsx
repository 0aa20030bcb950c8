import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { notify } from '../../components/toasts.ts'
import type { Cart, CheckoutOptions, PlacedOrder, PlaceOrderBody } from '@store/core'
import { useAction } from '../../lib/useAction.ts'
import { noErrors } from '../../lib/form-errors.ts'
import { FormMessage, SubmitButton } from '../../components/Field.tsx'
import { StickyBar } from '../../components/StickyBar.tsx'
import { placeOrder } from './api/place-order.ts'
import { useCheckWallet } from './api/check-wallet.ts'
import { useCheckoutAttempt } from './attempt.ts'
import { clearDraft, readDraft, saveDraft, type CheckoutDraft } from './draft.ts'
import { changedLines, placeProblem, type PlaceProblem } from './place-errors.ts'
import { useCheckoutSlots } from './slots.tsx'
import { useCartPricedFor } from './useCartPricedFor.ts'
import { FulfilmentChoice } from './FulfilmentChoice.tsx'
import { AddressChoice } from './AddressChoice.tsx'
import { PaymentChoice } from './PaymentChoice.tsx'
import { CartSummary } from './CartSummary.tsx'
import { WalletSplit } from './WalletSplit.tsx'
import { useBranchCoverage, useChosenPincode } from './useBranchCoverage.ts'
import { OnlinePayment } from './OnlinePayment.tsx'
import { Part } from './Choice.tsx'

type Choices = Omit<CheckoutDraft, 'knownAddressIds'>
const noProblem: PlaceProblem = { errors: noErrors, changed: null }

/**
 * The checkout of a logged-in shopper. Everything typed stays through a failed attempt:
 * a 409 shows what changed in the cart (its new totals come with it), a 422 its message next to the
 * part it concerns. The total sent is the total shown; the server places the order only at that total.
 * Place order waits, saying why, while the order cannot be placed (nothing in the cart can be ordered,
 * or the branch does not deliver to the address). Leaving while it is placed is told once it is.
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
  // Decision 0025: the shopper may leave while "Placing order..." runs (Back); an answer
  // that arrives once the checkout is gone is told in a notification, with the way to the order. Gone
  // is by the address: after Back the router keeps this screen until the next one's lazy route has loaded.
  const { pathname } = useLocation()
  const shown = useRef(true)
  useEffect(() => {
    shown.current = true
    return () => {
      shown.current = false
    }
  }, [])
  const stillHere = () => shown.current && window.location.pathname === pathname
  const coverage = useBranchCoverage(useChosenPincode(choices.addressId, delivery))
  useEffect(() => {
    if (problem.changed || problem.errors.form) problemBox.current?.scrollIntoView({ block: 'nearest' })
  }, [problem])

  const walletPaysAll = wallet.data !== undefined && cart.total > 0 && wallet.data.usable >= cart.total
  const usesWallet = choices.useWallet && (wallet.data?.usable ?? 0) > 0
  const nothingToOrder = cart.cartItems.every((line) => !line.is_available)
  const cannotPlace = nothingToOrder
    ? 'Nothing in your cart can be ordered now. Remove the unavailable items, or add others.'
    : delivery && coverage.outside && coverage.selected
      ? `${coverage.selected.name} does not deliver to this address. Order from a branch that does, choose another address or pick up.`
      : null
  const payment = usesWallet && walletPaysAll ? 'wallet' : choices.payment === 'online' && !options.online_payment ? 'cod' : choices.payment

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (cannotPlace) return
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
          if (!stillHere()) {
            void slots.refreshCart().catch(() => {})
            return notify(`Order #${answer.order.number} placed`, 'info', { to: `/order-placed/${answer.order.id}`, label: 'View order' })
          }
          if (answer.payment) return setPlaced(answer) // the cart is read again once it is paid
          // The server emptied the cart with the order; the stored one follows.
          void slots.refreshCart().catch(() => {})
          navigate(`/order-placed/${answer.order.id}`, { replace: true })
        },
        onError: (error) => {
          attempt.failed(error)
          if (!stillHere()) return notify(`Your order was not placed. ${error instanceof Error ? error.message : ''}`)
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
  const changed = problem.changed && changedLines(problem.changed)
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
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-ink focus:ring-2 focus:ring-brand/20"
        />
      </Part>
      <CartSummary
        cart={cart}
        afterTotals={usesWallet && wallet.data && <WalletSplit total={cart.total} fromWallet={wallet.data.usable} />}
      />
      <div ref={problemBox} className="flex flex-col gap-3 empty:hidden">
        {changed && (
          <div role="alert" data-testid="cart-changed" className="flex flex-col gap-1 rounded-xl bg-amber-50 p-3 text-sm text-amber-900">
            <p className="font-semibold">{changed.message}</p>
            {changed.more.length > 0 && (
              <ul className="list-disc pl-5">
                {changed.more.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            )}
            {changed.next && <p>{changed.next}</p>}
          </div>
        )}
        <FormMessage>{problem.errors.form}</FormMessage>
      </div>
      {cannotPlace && (
        <p data-testid="cannot-place" className="text-sm font-medium text-gray-700">
          {cannotPlace}
        </p>
      )}
      {/* A disabled fieldset disables the button inside it, while it keeps the one submit button's look. */}
      <StickyBar>
        <fieldset disabled={cannotPlace !== null} className="contents">
          <SubmitButton busy={place.isPending || pricing} busyLabel={pricing ? 'Updating the total...' : 'Placing order...'}>
            Place order
          </SubmitButton>
        </fieldset>
      </StickyBar>
    </form>
  )
}
