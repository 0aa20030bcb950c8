import { useNavigate } from 'react-router'
import type { Order } from '@store/core'
import { formErrors } from '../../lib/form-errors.ts'
import { notify } from '../../components/toasts.ts'
import { FormMessage } from '../../components/Field.tsx'
import { useReorder } from './api/reorder.ts'
import { useOrdersSlots } from './slots.tsx'

/**
 * Re-order: the order's lines go back in the cart; lines no longer sold or changed are
 * named (the cart's adjusted_cart_items) while the rest go in, and the shopper lands on the cart.
 */
export function Reorder({ order }: { order: Order }) {
  const { keepCart } = useOrdersSlots()
  const navigate = useNavigate()
  const reorder = useReorder(keepCart)
  const run = () =>
    reorder.mutate(order.id, {
      onSuccess: (cart) => {
        for (const adjusted of cart.adjusted_cart_items) notify(adjusted.message, 'info')
        navigate('/cart')
      },
    })
  return (
    <div className="flex flex-col gap-2">
      {reorder.isError && <FormMessage>{formErrors(reorder.error, {}).form}</FormMessage>}
      <button
        type="button"
        onClick={run}
        disabled={reorder.isPending}
        aria-busy={reorder.isPending}
        className="flex w-full items-center justify-center gap-2 rounded-lg bg-brand px-5 py-3 font-semibold text-on-brand disabled:opacity-70"
      >
        {reorder.isPending && (
          <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
        )}
        {reorder.isPending ? 'Adding to cart...' : 'Re-order'}
      </button>
    </div>
  )
}
