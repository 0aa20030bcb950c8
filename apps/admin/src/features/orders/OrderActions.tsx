import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { Dialog } from '../../components/Dialog.tsx'
import { ApiError, errorText } from '../../lib/api.ts'
import { useMe } from '../../lib/me.ts'
import { roleAllows } from '../../lib/roles.ts'
import { cancelOrder, moveOrder, ordersKey, refundOrder } from './api.ts'
import { canCancel, nextStatus, STATUS_LABELS } from './statuses.ts'
import type { OwnerOrderAnswer } from './types.ts'

/**
 * The moves an order may make now: its one next status, cancel with a reason, and a full or partial
 * refund (managers and up). A move someone else made first comes back as a 409: its message shows
 * and the order reloads as it is now.
 */
export function OrderActions({ answer, money }: { answer: OwnerOrderAnswer; money: (minor: number) => string }) {
  const { order } = answer
  const queries = useQueryClient()
  const me = useMe()
  const [message, setMessage] = useState<{ text: string; conflict: boolean } | null>(null)
  const [busy, setBusy] = useState(false)
  const [dialog, setDialog] = useState<'cancel' | 'refund' | null>(null)
  const next = nextStatus(order.fulfilment, order.status)
  const paid = ['paid', 'partially_refunded'].includes(order.payment_status) ? order.totals.total : order.totals.wallet_used
  const refundable = paid - order.totals.refunded
  const act = async (work: () => Promise<unknown>) => {
    setBusy(true)
    setMessage(null)
    try {
      await work()
      setDialog(null)
    } catch (error) {
      setMessage({ text: errorText(error), conflict: error instanceof ApiError && error.status === 409 })
    } finally {
      setBusy(false)
      await queries.invalidateQueries({ queryKey: ordersKey })
    }
  }
  return (
    <div className="no-print flex flex-col gap-2">
      {message && (
        <p role="alert" className={`rounded-md p-3 ${message.conflict ? 'bg-amber-100 text-amber-950' : 'bg-red-50 text-red-900'}`}>
          {message.text}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        {next && (
          <Button disabled={busy} onClick={() => void act(() => moveOrder(order.id, next))}>
            Mark as {STATUS_LABELS[next].toLowerCase()}
          </Button>
        )}
        {canCancel(order.status) && (
          <Button kind="danger" disabled={busy} onClick={() => setDialog('cancel')}>
            Cancel order
          </Button>
        )}
        {refundable > 0 && me.data && roleAllows(me.data.role, 'manager') && (
          <Button kind="secondary" disabled={busy} onClick={() => setDialog('refund')}>
            Refund
          </Button>
        )}
      </div>
      {dialog === 'cancel' && (
        <ReasonDialog
          title={`Cancel order #${order.number}`}
          confirm="Cancel the order"
          busy={busy}
          onClose={() => setDialog(null)}
          onConfirm={(reason) => act(() => cancelOrder(order.id, reason))}
        />
      )}
      {dialog === 'refund' && (
        <ReasonDialog
          title={`Refund order #${order.number}`}
          confirm="Refund"
          busy={busy}
          amount={{ max: refundable, money }}
          onClose={() => setDialog(null)}
          onConfirm={(reason, amount) => act(() => refundOrder(order.id, amount!, reason))}
        />
      )}
    </div>
  )
}

/** A reason (and, for a refund, an amount: all that is left by default, or half, or any part). */
function ReasonDialog(props: {
  title: string
  confirm: string
  busy: boolean
  amount?: { max: number; money: (minor: number) => string }
  onClose: () => void
  onConfirm: (reason: string, amount?: number) => Promise<void>
}) {
  const [reason, setReason] = useState('')
  const [amount, setAmount] = useState(props.amount ? String(props.amount.max / 100) : '')
  const minor = Math.round(Number(amount) * 100)
  const valid = reason.trim().length > 0 && (!props.amount || (minor >= 1 && minor <= props.amount.max))
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <form
        className="flex flex-col gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          if (valid) void props.onConfirm(reason.trim(), props.amount ? minor : undefined)
        }}
      >
        {props.amount && (
          <>
            <TextField
              label="Amount"
              type="number"
              min="0.01"
              step="0.01"
              inputMode="decimal"
              value={amount}
              hint={`At most ${props.amount.money(props.amount.max)}`}
              onChange={(e) => setAmount(e.target.value)}
            />
            <div className="flex gap-2">
              <Button kind="secondary" onClick={() => setAmount(String(props.amount!.max / 100))}>
                All
              </Button>
              <Button kind="secondary" onClick={() => setAmount(String(Math.floor(props.amount!.max / 2) / 100))}>
                Half
              </Button>
            </div>
          </>
        )}
        <TextField label="Reason" required maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
        <div className="flex justify-end gap-2">
          <Button kind="secondary" onClick={props.onClose}>
            Back
          </Button>
          <Button type="submit" kind={props.amount ? 'primary' : 'danger'} disabled={!valid || props.busy}>
            {props.confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
