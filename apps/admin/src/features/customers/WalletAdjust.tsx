import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { SelectField, TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { MoneyField } from '../../components/MoneyField.tsx'
import { ApiError, errorText } from '../../lib/api.ts'
import { adjustWallet, customer } from './api.ts'

/** A credit or a debit of the customer's wallet with the reason they will read (recorded in the ledger and the audit log). */
export function WalletAdjust({ userId }: { userId: number }) {
  const queries = useQueryClient()
  const [direction, setDirection] = useState<'credit' | 'debit'>('credit')
  const [amount, setAmount] = useState<number | null>(null)
  const [reason, setReason] = useState('')
  const [state, setState] = useState<{ busy: boolean; error: unknown; done: string | null }>({ busy: false, error: null, done: null })
  const field = (path: string) =>
    state.error instanceof ApiError ? state.error.errors.find((e) => e.path.endsWith(path))?.message : undefined
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!amount)
      return setState({
        busy: false,
        error: new ApiError(422, 'Type the amount', [{ path: 'amount', message: 'Type the amount' }]),
        done: null,
      })
    if (reason.trim().length < 3)
      return setState({
        busy: false,
        error: new ApiError(422, 'Say why, in a few words', [{ path: 'reason', message: 'Say why, in a few words' }]),
        done: null,
      })
    setState({ busy: true, error: null, done: null })
    try {
      await adjustWallet({ user_id: userId, direction, amount, reason: reason.trim() })
      await queries.invalidateQueries(customer(userId))
      setReason('')
      setAmount(null)
      setState({ busy: false, error: null, done: 'The wallet was adjusted.' })
    } catch (error) {
      setState({ busy: false, error, done: null })
    }
  }
  return (
    <form onSubmit={submit} noValidate aria-label="Adjust the wallet" className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end">
      <SelectField label="Credit or debit" value={direction} onChange={(e) => setDirection(e.target.value as 'credit' | 'debit')}>
        <option value="credit">Credit (add)</option>
        <option value="debit">Debit (take)</option>
      </SelectField>
      <MoneyField label="Amount" value={amount} optional error={field('amount')} onChange={setAmount} />
      <TextField
        label="Reason (the customer reads it)"
        required
        maxLength={200}
        value={reason}
        error={field('reason')}
        onChange={(e) => setReason(e.target.value)}
      />
      <Button type="submit" disabled={state.busy}>
        {state.busy ? 'Saving…' : 'Adjust'}
      </Button>
      {state.error !== null && !field('amount') && !field('reason') && (
        <p role="alert" className="text-red-800 sm:col-span-4">
          {errorText(state.error)}
        </p>
      )}
      {state.done && (
        <p role="status" className="text-green-800 sm:col-span-4">
          {state.done}
        </p>
      )}
    </form>
  )
}
