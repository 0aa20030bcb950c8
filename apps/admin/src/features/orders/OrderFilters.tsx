import { useQuery } from '@tanstack/react-query'
import { SelectField, TextField } from '@store/ui/field'
import { branchList } from './api.ts'
import { PAYMENT_FILTERS, STATUS_LABELS } from './statuses.ts'
import type { useOrderFilters } from './useOrderFilters.ts'

/** Status, branch, dates, payment and search; each change goes into the URL. */
export function OrderFilters({ filters }: { filters: ReturnType<typeof useOrderFilters> }) {
  const branches = useQuery(branchList)
  const { get, set } = filters
  return (
    <div className="no-print grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
      <div className="col-span-2 md:col-span-3 xl:col-span-1">
        <TextField
          label="Search"
          type="search"
          placeholder="Number, phone or e-mail"
          value={get('q')}
          onChange={(e) => set('q', e.target.value)}
        />
      </div>
      <SelectField label="Status" value={get('status')} onChange={(e) => set('status', e.target.value)}>
        <option value="">Board (all open)</option>
        {Object.entries(STATUS_LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
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
  )
}
