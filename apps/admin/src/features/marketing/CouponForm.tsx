import type { FormEvent } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { CouponInput } from '@store/core'
import { SelectField, TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { useWholeForm } from '../../lib/whole-form.ts'
import { MoneyField } from '../../components/MoneyField.tsx'
import { formProblems } from '../../lib/field-error.ts'
import { branchOptions } from './api.ts'
import { fromLocalInput, toLocalInput } from './local-time.ts'
import { CountField } from '../../components/CountField.tsx'
import { PercentField } from './PercentField.tsx'

export const NEW_COUPON: CouponInput = {
  code: '',
  title: '',
  description: '',
  kind: 'percentage',
  value: 1000,
  max_discount: null,
  min_order: 0,
  first_order_only: false,
  starts_at: null,
  ends_at: null,
  branch_id: null,
  per_user_limit: null,
  total_limit: null,
  is_automatic: false,
  is_active: true,
}

const check = 'flex min-h-11 items-center gap-2'

/**
 * The fields as a sentence names them ("Enter title", "Uses in all must be >= 1"); the ones a kind of
 * offer shows are added by kind, so a problem with a hidden field is said at the form's top.
 */
const LABELS = {
  code: 'Code',
  title: 'Title',
  description: 'Description',
  kind: 'Kind of offer',
  min_order: 'Minimum order subtotal',
  starts_at: 'Start',
  ends_at: 'End',
  branch_id: 'Branch',
  total_limit: 'Uses in all',
  per_user_limit: 'Uses per shopper',
}
const BY_KIND: Record<CouponInput['kind'], Record<string, string>> = {
  percentage: { value: 'Percent off', max_discount: 'The most it takes off' },
  flat: { value: 'Amount off' },
  free_delivery: {},
}

/**
 * Every rule the cart applies to an offer (server discounts/rules.ts): what it takes off, the minimum
 * subtotal, first order only, dates, one branch or all, limits in all and per shopper, by code or by
 * itself. The server's refusals show beside their field.
 */
export function CouponForm(props: { initial: CouponInput; label: string; onSave: (input: CouponInput) => Promise<void> }) {
  const { formRef, value, set, error, saved, busy, dirty, save } = useWholeForm(props.initial, props.onSave)
  const branches = useQuery(branchOptions)
  const problems = formProblems(error, { ...LABELS, ...BY_KIND[value.kind] })
  const err = (field: string) => problems.fields[field]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save()
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={props.label}
      className="grid gap-3 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-2"
    >
      <UnsavedGuard dirty={dirty} onSave={save} subject="this offer" />
      {problems.message !== null && (
        <p role="alert" className="text-red-800 sm:col-span-2">
          {problems.message}
        </p>
      )}
      <label className={`${check} sm:col-span-2`}>
        <input
          type="checkbox"
          className="size-5"
          checked={value.is_automatic ?? false}
          onChange={(e) => set({ is_automatic: e.target.checked })}
        />
        Automatic offer: applies by itself when the cart meets it, without a code
      </label>
      <TextField
        label={value.is_automatic ? 'Code (orders name the offer by it)' : 'Code shoppers type'}
        value={value.code}
        error={err('code')}
        autoCapitalize="characters"
        onChange={(e) => set({ code: e.target.value.toUpperCase() })}
      />
      <TextField label="Title" value={value.title} error={err('title')} onChange={(e) => set({ title: e.target.value })} />
      <div className="sm:col-span-2">
        <TextField
          label="Description (shoppers read it in the offers list)"
          value={value.description ?? ''}
          error={err('description')}
          onChange={(e) => set({ description: e.target.value })}
        />
      </div>
      <SelectField
        label="What it gives"
        value={value.kind}
        error={err('kind')}
        onChange={(e) => set({ kind: e.target.value as CouponInput['kind'], value: e.target.value === 'percentage' ? 1000 : 0 })}
      >
        <option value="percentage">A percentage off the order</option>
        <option value="flat">An amount off the order</option>
        <option value="free_delivery">Free delivery</option>
      </SelectField>
      {value.kind === 'percentage' && (
        <PercentField key="percent" label="Percent off" value={value.value} error={err('value')} onChange={(v) => set({ value: v ?? 0 })} />
      )}
      {value.kind === 'flat' && (
        <MoneyField key="amount" label="Amount off" value={value.value} error={err('value')} onChange={(v) => set({ value: v ?? 0 })} />
      )}
      {value.kind === 'percentage' && (
        <MoneyField
          label="At most (empty: no cap)"
          optional
          value={value.max_discount ?? null}
          error={err('max_discount')}
          onChange={(v) => set({ max_discount: v })}
        />
      )}
      <MoneyField
        label="Minimum order subtotal"
        value={value.min_order ?? 0}
        error={err('min_order')}
        onChange={(v) => set({ min_order: v ?? 0 })}
      />
      <TextField
        label="Starts (empty: now)"
        type="datetime-local"
        value={toLocalInput(value.starts_at)}
        error={err('starts_at')}
        onChange={(e) => set({ starts_at: fromLocalInput(e.target.value) })}
      />
      <TextField
        label="Ends (empty: never)"
        type="datetime-local"
        value={toLocalInput(value.ends_at)}
        error={err('ends_at')}
        onChange={(e) => set({ ends_at: fromLocalInput(e.target.value) })}
      />
      <SelectField
        label="Branch"
        value={value.branch_id ?? ''}
        error={err('branch_id')}
        onChange={(e) => set({ branch_id: e.target.value ? Number(e.target.value) : null })}
      >
        <option value="">Every branch</option>
        {branches.data?.items.map((b) => (
          <option key={b.id} value={b.id}>
            {b.name}
          </option>
        ))}
        {/* A branch since removed still shows, so saving does not silently widen the offer. */}
        {value.branch_id != null && branches.data && !branches.data.items.some((b) => b.id === value.branch_id) && (
          <option value={value.branch_id}>Branch {value.branch_id} (removed)</option>
        )}
      </SelectField>
      <CountField
        label="Uses in all (empty: no limit)"
        value={value.total_limit ?? null}
        error={err('total_limit')}
        onChange={(v) => set({ total_limit: v })}
      />
      <CountField
        label="Uses per shopper (empty: no limit)"
        value={value.per_user_limit ?? null}
        error={err('per_user_limit')}
        onChange={(v) => set({ per_user_limit: v })}
      />
      <div className="flex flex-col justify-end">
        <label className={check}>
          <input
            type="checkbox"
            className="size-5"
            checked={value.first_order_only ?? false}
            onChange={(e) => set({ first_order_only: e.target.checked })}
          />
          A shopper's first order only
        </label>
        <label className={check}>
          <input
            type="checkbox"
            className="size-5"
            checked={value.is_active ?? true}
            onChange={(e) => set({ is_active: e.target.checked })}
          />
          Switched on
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-3 sm:col-span-2">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : 'Save coupon'}
        </Button>
        {saved && (
          <p role="status" className="text-green-800">
            Saved
          </p>
        )}
      </div>
    </form>
  )
}
