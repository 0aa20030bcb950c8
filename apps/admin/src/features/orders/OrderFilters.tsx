import { useId, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { SelectField, TextField } from '@store/ui/field'
import { branchList } from './api.ts'
import { PAYMENT_FILTERS, STATUS_LABELS } from './statuses.ts'
import type { useOrderFilters } from './useOrderFilters.ts'
import { useUrlText } from '../../lib/url-filters.ts'

/** The filters a phone folds away under "More filters": the board's first screen is for orders. */
const FOLDED = ['branch', 'payment', 'from', 'to'] as const

/**
 * Status, branch, dates, payment and search; each change goes into the URL. Every filter gets at
 * least the width its longest choice needs (about 180 px at 16 px, a date 176 px), so what is
 * chosen reads whole: from 768 px in as many 12 rem columns as fit (five beside each other at
 * 1280 px), on a phone one filter a row. On a phone search and status stay in view and the rest
 * fold under "More filters", which says how many of them are set.
 */
export function OrderFilters({ filters }: { filters: ReturnType<typeof useOrderFilters> }) {
  const branches = useQuery(branchList)
  const { get, set } = filters
  const moreId = useId()
  const folded = FOLDED.filter((key) => get(key) !== '').length
  const [open, setOpen] = useState(folded > 0)
  const searchText = useUrlText('q')
  return (
    <div className="no-print flex flex-col gap-3 md:grid md:grid-cols-[repeat(auto-fill,minmax(12rem,1fr))]">
      <div className="md:col-span-full">
        <TextField
          label="Search"
          type="search"
          placeholder="Number, phone or e-mail"
          value={searchText.value}
          onChange={(e) => searchText.onChange(e.target.value)}
        />
      </div>
      <div className="flex items-end gap-2 md:contents">
        <div className="min-w-0 flex-1">
          <SelectField label="Status" value={get('status')} onChange={(e) => set('status', e.target.value)}>
            <option value="">Board (all open)</option>
            {Object.entries(STATUS_LABELS).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen(!open)}
          className="min-h-11 shrink-0 rounded-lg border border-gray-500 bg-white px-3 text-sm font-semibold text-gray-900 hover:bg-gray-100 md:hidden"
        >
          More filters
          {folded > 0 && (
            <>
              <span aria-hidden="true"> ({folded})</span>
              <span className="sr-only">, {folded} set</span>
            </>
          )}
        </button>
      </div>
      <div id={moreId} className={`${open ? 'flex' : 'hidden'} flex-col gap-3 md:contents`}>
        <SelectField label="Branch" value={get('branch')} onChange={(e) => set('branch', e.target.value)}>
          <option value="">All branches</option>
          {branches.data?.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Payment" value={get('payment')} onChange={(e) => set('payment', e.target.value)}>
          <option value="">Any payment</option>
          {PAYMENT_FILTERS.map((p) => (
            <option key={p.value} value={p.value}>
              {p.label}
            </option>
          ))}
        </SelectField>
        <TextField label="From" type="date" value={get('from')} onChange={(e) => set('from', e.target.value)} />
        <TextField label="To" type="date" value={get('to')} onChange={(e) => set('to', e.target.value)} />
      </div>
    </div>
  )
}
