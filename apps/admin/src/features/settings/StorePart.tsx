import { SelectField, TextField } from '@store/ui/field'
import { formatMoney, moneyFormatFromSettings, STORE_TYPES } from '@store/core/browser'
import { ClosedPreview } from './ClosedPreview.tsx'
import type { SettingsDraft } from './useSettingsDraft.ts'

const TYPE_LABELS: Record<(typeof STORE_TYPES)[number], string> = {
  food: 'Food (delivery and pickup)',
  retail: 'Retail (delivery and pickup)',
  digital: 'Digital goods (downloads)',
}

/** Price sample: whole and with decimals, so both of spec §5's forms show. */
const SAMPLES = [123_456_789, 125_000]

/** Open or closed, the kind of store, how money is written and the shopper's cancel window. */
export function StorePart({ settings }: { settings: SettingsDraft }) {
  const { draft, set, fieldError } = settings
  const open = draft.globalStoreEnable !== 'false'
  // The stored money_style belongs to the saved locale and currency: the sample works the draft's out afresh.
  const format = moneyFormatFromSettings({ ...draft, money_style: undefined })
  let sample: string
  try {
    sample = SAMPLES.map((minor) => formatMoney(minor, format)).join('   ·   ')
  } catch {
    sample = 'Not a locale or currency this browser knows'
  }
  return (
    <section aria-labelledby="store-title" className="grid gap-4 rounded-lg border border-gray-300 bg-white p-4 *:min-w-0 lg:grid-cols-2">
      <div className="flex flex-col gap-3">
        <h2 id="store-title" className="text-lg font-semibold">
          The store
        </h2>
        <label className="flex min-h-11 items-center gap-3 text-base font-medium">
          <input
            type="checkbox"
            className="h-5 w-5"
            checked={open}
            onChange={(e) => set('globalStoreEnable', e.target.checked ? 'true' : 'false')}
          />
          Open: shoppers can browse and order
        </label>
        <SelectField
          label="Store type"
          value={draft.store_type || 'food'}
          error={fieldError('store_type')}
          onChange={(e) => set('store_type', e.target.value)}
        >
          {STORE_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Currency"
            hint="A code such as USD, EUR or INR"
            value={draft.currencyCode ?? ''}
            error={fieldError('currencyCode')}
            maxLength={3}
            onChange={(e) => set('currencyCode', e.target.value.toUpperCase())}
          />
          <TextField
            label="Locale"
            hint="How numbers are written, e.g. en-US or en-IN"
            value={draft.locale ?? ''}
            error={fieldError('locale')}
            onChange={(e) => set('locale', e.target.value)}
          />
          <SelectField
            label="Decimal places"
            value={draft.decimalPlaces || '2'}
            error={fieldError('decimalPlaces')}
            onChange={(e) => set('decimalPlaces', e.target.value)}
          >
            {['0', '1', '2', '3', '4'].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </SelectField>
          <SelectField
            label="Currency symbol"
            value={draft.symbolPlacement || 'before'}
            error={fieldError('symbolPlacement')}
            onChange={(e) => set('symbolPlacement', e.target.value)}
          >
            <option value="before">Before the amount</option>
            <option value="after">After the amount</option>
          </SelectField>
        </div>
        <p className="rounded-md bg-gray-100 p-2 text-sm" aria-live="polite">
          Prices will read: <span className="font-semibold">{sample}</span>
        </p>
        <TextField
          label="Shoppers may cancel within (minutes)"
          hint="0: shoppers cannot cancel; at most 1440 (a day). Empty: 10"
          inputMode="numeric"
          placeholder="10"
          value={draft.order_cancel_window_minutes ?? ''}
          error={fieldError('order_cancel_window_minutes')}
          onChange={(e) => set('order_cancel_window_minutes', e.target.value.trim())}
        />
      </div>
      {open ? (
        <p className="self-start rounded-md border border-green-600 bg-green-50 p-3 text-sm text-green-950">
          The store is open. Untick "Open" and save to show shoppers the closed screen instead.
        </p>
      ) : (
        <ClosedPreview settings={draft} />
      )}
    </section>
  )
}
