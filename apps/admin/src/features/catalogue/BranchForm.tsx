import { useState, type FormEvent } from 'react'
import type { BranchInput } from '@store/core'
import { TextField } from '@store/ui/field'
import { Button } from '../../components/Button.tsx'
import { UnsavedGuard } from '../../components/UnsavedGuard.tsx'
import { useWholeForm } from '../../lib/whole-form.ts'
import { MoneyField } from '../../components/MoneyField.tsx'
import { CountField } from '../../components/CountField.tsx'
import { formProblems } from '../../lib/field-error.ts'

/** The fields as a sentence names them ("Enter name", "Delivery minutes must be >= 1"). */
const LABELS = {
  name: 'Name',
  phone: 'Phone',
  address: 'Address',
  pincodes: 'Pincodes',
  delivery_fee: 'Delivery fee',
  free_delivery_above: 'Free delivery from',
  delivery_minutes: 'Delivery minutes',
}

type Day = NonNullable<BranchInput['opening_hours']>[number]['day']
const DAYS: [Day, string][] = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
]

/** The pincodes typed as one line, as the list saved. */
const pincodeList = (text: string) =>
  text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)

/** One branch's details; each day is closed or open from one time to another (a close before the open runs past midnight). */
export function BranchForm(props: {
  id: number | null
  input: BranchInput
  onSave: (id: number | null, input: BranchInput) => Promise<void>
  onClose: () => void
}) {
  // The pincodes are typed as one line of text and saved as a list. The form is closed by the submit,
  // not by the save: "Save and leave" leaves the screen itself, with the guard still mounted.
  const [pincodes, setPincodes] = useState((props.input.pincodes ?? []).join(', '))
  const [savedPincodes, setSavedPincodes] = useState(pincodes)
  const form = useWholeForm(props.input, async (input) => {
    await props.onSave(props.id, {
      ...input,
      pincodes: pincodeList(pincodes),
    })
    setSavedPincodes(pincodes)
  })
  const { formRef, value, change: setValue, error, save } = form
  const hours = value.opening_hours ?? []
  // A pincode's problem names its place in the list ('pincodes/2'): the one field shows the first, by its number.
  const pincodeLabels = pincodeList(pincodes).map((_, i) => [`pincodes/${i}`, `Pincode ${i + 1}`])
  const problems = formProblems(error, { ...LABELS, ...Object.fromEntries(pincodeLabels) })
  const field = (name: keyof typeof LABELS) =>
    problems.fields[name] ?? (name === 'pincodes' ? pincodeLabels.map(([path]) => problems.fields[path!]).find(Boolean) : undefined)
  const setDay = (day: Day, window: { open: string; close: string } | null) =>
    setValue({ ...value, opening_hours: [...hours.filter((h) => h.day !== day), ...(window ? [{ day, ...window }] : [])] })
  const dirty = form.dirty || (!form.busy && pincodes !== savedPincodes)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void save().then((saved) => saved && props.onClose())
  }
  return (
    <form
      ref={formRef}
      onSubmit={submit}
      noValidate
      aria-label={props.id === null ? 'New branch' : `Edit ${props.input.name}`}
      className="grid gap-3 rounded-lg border border-gray-300 bg-white p-4 sm:grid-cols-2"
    >
      <UnsavedGuard dirty={dirty} onSave={save} subject="this branch" />
      {problems.message !== null && (
        <p role="alert" className="text-red-800 sm:col-span-2">
          {problems.message}
        </p>
      )}
      <TextField label="Name" value={value.name} error={field('name')} onChange={(e) => setValue({ ...value, name: e.target.value })} />
      <TextField
        label="Phone"
        value={value.phone ?? ''}
        error={field('phone')}
        onChange={(e) => setValue({ ...value, phone: e.target.value })}
      />
      <TextField
        label="Address"
        value={value.address}
        error={field('address')}
        onChange={(e) => setValue({ ...value, address: e.target.value })}
      />
      <TextField
        label="Pincodes it delivers to (comma separated)"
        value={pincodes}
        error={field('pincodes')}
        onChange={(e) => setPincodes(e.target.value)}
      />
      <MoneyField
        label="Delivery fee"
        value={value.delivery_fee ?? 0}
        error={field('delivery_fee')}
        onChange={(v) => setValue({ ...value, delivery_fee: v ?? 0 })}
      />
      <MoneyField
        label="Free delivery from (empty: never)"
        optional
        value={value.free_delivery_above ?? null}
        error={field('free_delivery_above')}
        onChange={(v) => setValue({ ...value, free_delivery_above: v })}
      />
      <CountField
        label="Delivery minutes"
        value={value.delivery_minutes ?? null}
        error={field('delivery_minutes')}
        onChange={(v) => setValue({ ...value, delivery_minutes: v ?? undefined })}
      />
      <div className="flex flex-col justify-end gap-1">
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={value.offers_pickup ?? true}
            onChange={(e) => setValue({ ...value, offers_pickup: e.target.checked })}
          />
          Shoppers may pick up here
        </label>
        <label className="flex min-h-11 items-center gap-2">
          <input
            type="checkbox"
            className="size-5"
            checked={value.is_open ?? true}
            onChange={(e) => setValue({ ...value, is_open: e.target.checked })}
          />
          Taking orders
        </label>
      </div>
      <fieldset className="sm:col-span-2">
        <legend className="font-medium">Opening hours (none ticked: always open)</legend>
        {DAYS.map(([day, name]) => {
          const window = hours.find((h) => h.day === day)
          return (
            <div key={day} className="flex flex-wrap items-center gap-3 py-1">
              <label className="flex min-h-11 w-36 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={window !== undefined}
                  onChange={(e) => setDay(day, e.target.checked ? { open: '10:00', close: '22:00' } : null)}
                />
                {name}
              </label>
              {window && (
                <>
                  <label className="flex items-center gap-1 text-sm">
                    Opens
                    <input
                      type="time"
                      className="min-h-11 rounded border border-gray-400 px-2"
                      value={window.open}
                      onChange={(e) => setDay(day, { ...window, open: e.target.value })}
                    />
                  </label>
                  <label className="flex items-center gap-1 text-sm">
                    Closes
                    <input
                      type="time"
                      className="min-h-11 rounded border border-gray-400 px-2"
                      value={window.close}
                      onChange={(e) => setDay(day, { ...window, close: e.target.value })}
                    />
                  </label>
                </>
              )}
            </div>
          )
        })}
      </fieldset>
      <div className="flex gap-2 sm:col-span-2">
        <Button type="submit">Save branch</Button>
        <Button kind="secondary" onClick={props.onClose}>
          Cancel
        </Button>
      </div>
    </form>
  )
}
