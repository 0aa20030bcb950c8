import { useState } from 'react'
import type { Order } from '@store/core'
import { formErrors } from '../../lib/form-errors.ts'
import { FormMessage } from '../../components/Field.tsx'
import { useCancelOrder } from './api/cancel-order.ts'
import { useFormatDate } from '../../lib/useFormatDate.ts'

/**
 * The shopper may cancel while the order is placed and within the owner's window
 * (`can_cancel`, decided by the server). A confirmation first, with an optional reason.
 */
export function CancelOrder({ order }: { order: Order }) {
  const [confirming, setConfirming] = useState(false)
  const [reason, setReason] = useState('')
  const cancel = useCancelOrder()
  const { time } = useFormatDate()
  if (!confirming) {
    return (
      <div className="flex flex-col gap-1">
        <button
          type="button"
          onClick={() => setConfirming(true)}
          className="w-full rounded-lg border border-red-200 px-5 py-3 font-semibold text-red-700 hover:bg-red-50"
        >
          Cancel order
        </button>
        {order.cancel_until && <p className="text-center text-xs text-gray-500">You can cancel until {time(order.cancel_until)}.</p>}
      </div>
    )
  }
  const submit = () => cancel.mutate({ order_id: order.id, ...(reason.trim() ? { reason: reason.trim() } : {}) })
  return (
    <div role="alertdialog" aria-label="Cancel this order?" className="flex flex-col gap-3 rounded-xl bg-red-50 p-4">
      <p className="font-medium text-red-900">Cancel order #{order.number}?</p>
      <label className="flex flex-col gap-1 text-sm">
        <span className="font-medium text-gray-800">Reason (optional)</span>
        <textarea
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={300}
          rows={2}
          className="rounded-lg border border-gray-300 bg-white px-3 py-2 text-base outline-none focus:border-brand-ink focus:ring-2 focus:ring-brand/20"
        />
      </label>
      {cancel.isError && <FormMessage>{formErrors(cancel.error, {}).form}</FormMessage>}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={() => setConfirming(false)}
          disabled={cancel.isPending}
          className="rounded-lg px-3 py-2 text-sm font-semibold text-gray-700 hover:bg-white"
        >
          Keep the order
        </button>
        <button
          type="button"
          onClick={submit}
          disabled={cancel.isPending}
          aria-busy={cancel.isPending}
          className="flex items-center gap-2 rounded-lg bg-red-600 px-3 py-2 text-sm font-semibold text-white disabled:opacity-70"
        >
          {cancel.isPending && (
            <span className="h-4 w-4 animate-spin rounded-full border-2 border-current border-t-transparent" aria-hidden="true" />
          )}
          {cancel.isPending ? 'Cancelling...' : 'Yes, cancel it'}
        </button>
      </div>
    </div>
  )
}
