import {
  ADDRESS_LABELS,
  ADDRESS_LINE_MAX_LENGTH,
  ADDRESS_SEARCH_SETTING,
  NAME_MAX_LENGTH,
  PHONE_MAX_LENGTH,
  PHONE_MIN_LENGTH,
  PINCODE_MAX_LENGTH,
  PINCODE_MIN_LENGTH,
  PLACE_NAME_MAX_LENGTH,
} from '@store/core/browser'
import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'react-router'
import type { AddressInput, PlaceAddress } from '@store/core'
import { useSettingFlag } from '../../lib/settings.ts'
import { safeNextPath } from '../../lib/next-path.ts'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { useGoBack } from '../../lib/useGoBack.ts'
import { formErrors, noErrors, type FormErrors } from '../../lib/form-errors.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { Field, FormMessage, ScreenTitle, SubmitButton } from '../../components/Field.tsx'
import { useAddAddress } from './api/add-address.ts'
import { PincodeStatus } from './PincodeStatus.tsx'
import { AddressSearch } from './AddressSearch.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

type TextField = 'name' | 'phone' | 'line1' | 'line2' | 'landmark' | 'city' | 'state' | 'pincode'
type Label = (typeof ADDRESS_LABELS)[number]
type Draft = Record<TextField, string> & { label: Label; picked: Pick<PlaceAddress, 'lat' | 'lng' | 'place_id'> | null }

const LABELS: Record<TextField | 'label', string> = {
  label: 'Save as',
  name: 'Name',
  phone: 'Phone',
  line1: 'House, flat, street',
  line2: 'Area (optional)',
  landmark: 'Landmark (optional)',
  city: 'City',
  state: 'State',
  pincode: 'Pincode',
}

const optional = (value: string) => (value.trim() === '' ? null : value.trim())

export const handle: ScreenHandle = { name: 'Add an address' }

/** /account/add-address (spec §2): a form that works by hand. */
export default function AddAddressPage() {
  useHead()
  const user = useRequireUser()
  const goBack = useGoBack()
  // The checkout sends the shopper here with ?next=/checkout and gets them back with the new address.
  const [params] = useSearchParams()
  const next = safeNextPath(params.get('next'), '/account/addresses')
  const [draft, setDraft] = useState<Draft | null>(null)
  const [errors, setErrors] = useState<FormErrors>(noErrors)
  const add = useAddAddress()
  const searchEnabled = useSettingFlag(ADDRESS_SEARCH_SETTING)
  if (!user) return <Spinner label="Loading" />
  // The shopper's own name and phone are the likely answer; they can change them.
  const form: Draft = draft ?? {
    label: 'Home',
    name: user.name ?? '',
    phone: user.phone ?? '',
    line1: '',
    line2: '',
    landmark: '',
    city: '',
    state: '',
    pincode: '',
    picked: null,
  }
  const set = (change: Partial<Draft>) => setDraft({ ...form, ...change })
  const text = (field: TextField, extra: Partial<Parameters<typeof Field>[0]> = {}) => (
    <Field
      label={LABELS[field]}
      name={field}
      value={form[field]}
      onChange={(e) => set({ [field]: e.target.value })}
      error={errors.fields[field]}
      {...extra}
    />
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    setErrors(noErrors)
    const body: AddressInput = {
      label: form.label,
      name: form.name.trim(),
      phone: form.phone.trim(),
      line1: form.line1.trim(),
      line2: optional(form.line2),
      landmark: optional(form.landmark),
      city: form.city.trim(),
      state: form.state.trim(),
      pincode: form.pincode.trim(),
      ...(form.picked ?? {}),
    }
    add.mutate(body, {
      onSuccess: () => goBack(next),
      onError: (error) => setErrors(formErrors(error, LABELS)),
    })
  }
  return (
    <section className="mx-auto flex w-full max-w-md flex-col gap-6 px-5 py-6">
      <ScreenTitle title="Add an address" />
      {searchEnabled && (
        <AddressSearch
          onPick={(place) =>
            set({
              line1: place.line1,
              city: place.city,
              state: place.state,
              pincode: place.pincode,
              picked: { lat: place.lat, lng: place.lng, place_id: place.place_id },
            })
          }
        />
      )}
      <form onSubmit={submit} className="flex flex-col gap-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-gray-800">{LABELS.label}</legend>
          <div className="flex gap-2">
            {ADDRESS_LABELS.map((label) => (
              <label
                key={label}
                className={`cursor-pointer rounded-full border px-4 py-1.5 text-sm font-semibold has-[:focus-visible]:ring-2 ${
                  form.label === label ? 'border-brand-ink bg-brand text-on-brand' : 'border-gray-300 text-gray-700'
                }`}
              >
                <input
                  type="radio"
                  name="label"
                  value={label}
                  checked={form.label === label}
                  onChange={() => set({ label })}
                  className="sr-only"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
        {text('name', { autoComplete: 'name', required: true, maxLength: NAME_MAX_LENGTH })}
        {text('phone', { type: 'tel', autoComplete: 'tel', required: true, minLength: PHONE_MIN_LENGTH, maxLength: PHONE_MAX_LENGTH })}
        {text('line1', { autoComplete: 'address-line1', required: true, maxLength: ADDRESS_LINE_MAX_LENGTH })}
        {text('line2', { autoComplete: 'address-line2', maxLength: ADDRESS_LINE_MAX_LENGTH })}
        {text('landmark', { maxLength: ADDRESS_LINE_MAX_LENGTH })}
        <div className="grid grid-cols-2 gap-3">
          {text('city', { autoComplete: 'address-level2', required: true, maxLength: PLACE_NAME_MAX_LENGTH })}
          {text('state', { autoComplete: 'address-level1', required: true, maxLength: PLACE_NAME_MAX_LENGTH })}
        </div>
        <div className="flex flex-col gap-1.5">
          {text('pincode', {
            autoComplete: 'postal-code',
            inputMode: 'numeric',
            required: true,
            minLength: PINCODE_MIN_LENGTH,
            maxLength: PINCODE_MAX_LENGTH,
          })}
          <PincodeStatus pincode={form.pincode} />
        </div>
        <FormMessage>{errors.form}</FormMessage>
        <SubmitButton busy={add.isPending} busyLabel="Saving address...">
          Save address
        </SubmitButton>
      </form>
    </section>
  )
}
