import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { SelectField, TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { MoneyField } from '../../components/MoneyField.tsx'
import { ApiError } from '../../lib/api.ts'
import { formProblems } from '../../lib/field-error.ts'
import { useWholeForm } from '../../lib/whole-form.ts'
import { adjustWallet, customer } from './api.ts'

interface Adjustment {
  direction: 'credit' | 'debit'
  amount: number | null
  reason: string
}
/** The fields as a sentence names them ("Reason can have at most 200 characters"). */
const LABELS = { amount: 'Amount', reason: 'Reason' }
const EMPTY: Adjustment = { direction: 'credit', amount: null, reason: '' }

/** A refusal the form gives before sending, shown beside its field like the server's. */
const refuse = (path: keyof Adjustment, message: string) => new ApiError(422, message, [{ path, message }])

/**
 * A credit or a debit of the customer's wallet with the reason they will read (recorded in the ledger
 * and the audit log). An amount the field cannot read is never sent as the one it read before
 * (decision 0059). Unlike an edited document it has no UnsavedGuard: it is one action, and "Save and
 * leave" would move money on the way out.
 */
export function WalletAdjust({ userId }: { userId: number }) {
  const queries = useQueryClient()
  // Each adjustment done starts a fresh form, empty again, that says so.
  const [done, setDone] = useState(0)
  return (
    <AdjustForm
      key={done}
      done={done > 0}
      persist={async ({ direction, amount, reason }) => {
        if (!amount) throw refuse('amount', 'Type the amount')
        if (reason.trim().length < 3) throw refuse('reason', 'Say why, in a few words')
        await adjustWallet({ user_id: userId, direction, amount, reason: reason.trim() })
        await queries.invalidateQueries(customer(userId))
        setDone((n) => n + 1)
      }}
    />
  )
}

function AdjustForm({ done, persist }: { done: boolean; persist: (adjustment: Adjustment) => Promise<void> }) {
  const { formRef, value, set, error, busy, dirty, save } = useWholeForm(EMPTY, persist)
  const problems = formProblems(error, LABELS)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label="Adjust the wallet"
      className="grid gap-3 sm:grid-cols-[1fr_1fr_2fr_auto] sm:items-end"
    >
      <SelectField
        label="Credit or debit"
        value={value.direction}
        onChange={(e) => set({ direction: e.target.value as Adjustment['direction'] })}
      >
        <option value="credit">Credit (add)</option>
        <option value="debit">Debit (take)</option>
      </SelectField>
      <MoneyField label="Amount" value={value.amount} optional error={problems.fields.amount} onChange={(amount) => set({ amount })} />
      <TextField
        label="Reason (the customer reads it)"
        required
        maxLength={200}
        value={value.reason}
        error={problems.fields.reason}
        onChange={(e) => set({ reason: e.target.value })}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Adjust'}
      </Button>
      {problems.message !== null && (
        <p role="alert" className="text-red-800 sm:col-span-4">
          {problems.message}
        </p>
      )}
      {done && !dirty && error === null && (
        <p role="status" className="text-green-800 sm:col-span-4">
          The wallet was adjusted.
        </p>
      )}
    </form>
  )
}
