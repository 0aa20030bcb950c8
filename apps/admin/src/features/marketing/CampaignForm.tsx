import type { FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { CampaignInput, PrizeInput } from '@store/core'
import { SelectField, TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { useWholeForm } from '../../lib/whole-form.ts'
import { MoneyField } from '../../components/MoneyField.tsx'
import { formProblems } from '../../lib/field-error.ts'
import { couponList } from './api.ts'
import { fromLocalInput, toLocalInput } from './local-time.ts'
import { CountField } from '../../components/CountField.tsx'

const check = 'flex min-h-11 items-center gap-2'
/** The fields as a sentence names them ("Enter name", "Budget must be >= 0"); a prize's by its number. */
const LABELS = {
  name: 'Name',
  min_order_total: 'Orders from',
  starts_at: 'Start',
  ends_at: 'End',
  card_valid_days: 'Days a card can be scratched',
  budget: 'Budget',
  prizes: 'Prizes',
}
/** A prize's fields by its number, those its kind shows (a hidden one's problem is said at the top). */
const prizeLabels = (prizes: PrizeInput[]) =>
  Object.fromEntries(
    prizes.flatMap((p, i) => [
      [`prizes/${i}/kind`, `Prize ${i + 1}`],
      [`prizes/${i}/weight`, `The weight of prize ${i + 1}`],
      ...(p.kind === 'wallet'
        ? [
            [`prizes/${i}/min_amount`, `The least prize ${i + 1} gives`],
            [`prizes/${i}/max_amount`, `The most prize ${i + 1} gives`],
          ]
        : []),
      ...(p.kind === 'coupon' ? [[`prizes/${i}/coupon_code`, `The coupon of prize ${i + 1}`]] : []),
    ]),
  )
const NO_PRIZE: PrizeInput = { kind: 'none', weight: 1, min_amount: null, max_amount: null, coupon_code: null }

/**
 * A campaign: its window, the order minimum, how long a card lasts, the budget, and its prizes. A
 * prize's weight is its share of the draw; the odds beside it are worked out as the owner types.
 */
export function CampaignForm(props: {
  id: number | null
  input: CampaignInput
  onSave: (id: number | null, input: CampaignInput) => Promise<void>
  onClose: () => void
}) {
  // The form is closed by the submit, not by the save: "Save and leave" leaves the screen itself, with the guard still mounted.
  const { formRef, value, set, error, dirty, save } = useWholeForm(props.input, (input) => props.onSave(props.id, input))
  const coupons = useQuery(couponList)
  const problems = formProblems(error, { ...LABELS, ...prizeLabels(value.prizes) })
  const err = (field: string) => problems.fields[field]
  const setPrize = (index: number, change: Partial<PrizeInput>) =>
    set({ prizes: value.prizes.map((p, i) => (i === index ? { ...p, ...change } : p)) })
  const total = value.prizes.reduce((sum, p) => sum + (p.weight || 0), 0)
  const title = props.id === null ? 'New campaign' : `Edit ${props.input.name}`
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save().then((saved) => saved && props.onClose())
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={title}
      className="grid gap-3 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-2"
    >
      <UnsavedGuard dirty={dirty} onSave={save} subject="this campaign" />
      <h3 className="text-lg font-semibold sm:col-span-2">{title}</h3>
      {problems.message !== null && (
        <p role="alert" className="text-red-800 sm:col-span-2">
          {problems.message}
        </p>
      )}
      <TextField label="Name (on the card)" value={value.name} error={err('name')} onChange={(e) => set({ name: e.target.value })} />
      <MoneyField
        label="Orders from (total)"
        value={value.min_order_total}
        error={err('min_order_total')}
        onChange={(v) => set({ min_order_total: v ?? 0 })}
      />
      <TextField
        label="Orders placed from"
        type="datetime-local"
        value={toLocalInput(value.starts_at)}
        error={err('starts_at')}
        onChange={(e) => set({ starts_at: fromLocalInput(e.target.value) ?? '' })}
      />
      <TextField
        label="Until (empty: no end)"
        type="datetime-local"
        value={toLocalInput(value.ends_at)}
        error={err('ends_at')}
        onChange={(e) => set({ ends_at: fromLocalInput(e.target.value) })}
      />
      <CountField
        label="A card can be scratched for (days)"
        value={value.card_valid_days}
        error={err('card_valid_days')}
        onChange={(v) => set({ card_valid_days: v ?? 0 })}
      />
      <MoneyField
        label="Budget for wallet money (empty: none)"
        optional
        value={value.budget ?? null}
        error={err('budget')}
        hint="Past it, new cards win nothing instead of money."
        onChange={(v) => set({ budget: v })}
      />
      <label className={`${check} sm:col-span-2`}>
        <input
          type="checkbox"
          className="size-5"
          checked={value.is_active ?? true}
          onChange={(e) => set({ is_active: e.target.checked })}
        />
        Running (untick to end the campaign; cards already given keep their prizes)
      </label>
      <fieldset className="flex flex-col gap-3 sm:col-span-2">
        <legend className="font-medium">Prizes and odds</legend>
        {err('prizes') && <p className="text-sm text-red-700">{err('prizes')}</p>}
        {value.prizes.map((p, i) => (
          <div key={i} className="grid gap-3 rounded-lg border border-gray-300 p-3 sm:grid-cols-4">
            <SelectField
              label={`Prize ${i + 1}`}
              value={p.kind}
              error={err(`prizes/${i}/kind`)}
              onChange={(e) => setPrize(i, { ...NO_PRIZE, weight: p.weight, kind: e.target.value as PrizeInput['kind'] })}
            >
              <option value="wallet">Wallet money</option>
              <option value="coupon">A coupon</option>
              <option value="none">Nothing</option>
            </SelectField>
            <CountField
              label="Weight"
              value={p.weight}
              error={err(`prizes/${i}/weight`)}
              hint={total > 0 ? `${Math.round(((p.weight || 0) / total) * 1000) / 10}% of cards` : undefined}
              onChange={(v) => setPrize(i, { weight: v ?? 0 })}
            />
            {p.kind === 'wallet' && (
              <>
                <MoneyField
                  label="From"
                  value={p.min_amount ?? null}
                  error={err(`prizes/${i}/min_amount`)}
                  onChange={(v) => setPrize(i, { min_amount: v })}
                />
                <MoneyField
                  label="To"
                  value={p.max_amount ?? null}
                  error={err(`prizes/${i}/max_amount`)}
                  onChange={(v) => setPrize(i, { max_amount: v })}
                />
              </>
            )}
            {p.kind === 'coupon' && (
              <SelectField
                label="Coupon"
                value={p.coupon_code ?? ''}
                error={err(`prizes/${i}/coupon_code`)}
                onChange={(e) => setPrize(i, { coupon_code: e.target.value || null })}
              >
                <option value="">Choose a coupon</option>
                {coupons.data?.items
                  .filter((c) => !c.is_automatic)
                  .map((c) => (
                    <option key={c.id} value={c.code}>
                      {c.code}: {c.title}
                    </option>
                  ))}
              </SelectField>
            )}
            <div className="flex items-end">
              <Button
                kind="secondary"
                disabled={value.prizes.length <= 1}
                onClick={() => set({ prizes: value.prizes.filter((_, j) => j !== i) })}
              >
                Remove prize {i + 1}
              </Button>
            </div>
          </div>
        ))}
        <div>
          <Button kind="secondary" disabled={value.prizes.length >= 20} onClick={() => set({ prizes: [...value.prizes, NO_PRIZE] })}>
            Add a prize
          </Button>
        </div>
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">Save campaign</Button>
        <Button kind="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
