import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useUrlFilters, useUrlText } from '../../lib/url-filters.ts'
import { SelectField, TextField } from '@store/ui/field'
import { AuditEntries } from '../../components/AuditEntries.tsx'
import { Button } from '../../components/Button.tsx'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { api, errorText } from '../../lib/api.ts'
import { auditLog } from './api.ts'

const OBJECT_TYPES = ['order', 'product', 'category', 'branch', 'photo', 'wallet', 'review', 'staff', 'settings']

/** The owner's audit log, filtered by person and by object; the filters live in the URL. */
export default function AuditScreen() {
  const { search, setFilter: set } = useUrlFilters()
  const objectId = useUrlText('object_id')
  const staffId = search.get('staff_id')
  const filter = {
    ...(staffId !== null && staffId !== '' && { staff_id: Number(staffId) }),
    ...(search.get('object_type') && { object_type: search.get('object_type')! }),
    ...(search.get('object_id') && { object_id: search.get('object_id')! }),
  }
  const log = useInfiniteQuery(auditLog(filter))
  const staff = useQuery({ queryKey: ['staff'], queryFn: () => api('GET /api/admin/staff') })
  const entries = log.data?.pages.flatMap((p) => p.items) ?? []
  return (
    <section aria-labelledby="audit-title" className="flex flex-col gap-4">
      <h1 id="audit-title" className="text-2xl font-bold">
        Audit log
      </h1>
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField label="Person" value={staffId ?? ''} onChange={(e) => set('staff_id', e.target.value)}>
          <option value="">Everyone</option>
          <option value="0">Owner token (scripts)</option>
          {staff.data?.items.map((m) => (
            <option key={m.id} value={m.id}>
              {m.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Object" value={search.get('object_type') ?? ''} onChange={(e) => set('object_type', e.target.value)}>
          <option value="">Any</option>
          {OBJECT_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
        <TextField label="Object id" value={objectId.value} onChange={(e) => objectId.onChange(e.target.value)} />
      </div>
      {log.isPending ? (
        <ListSkeleton label="Loading the audit log" />
      ) : log.isError ? (
        <ErrorState message={errorText(log.error)} onRetry={() => void log.refetch()} />
      ) : entries.length === 0 ? (
        <EmptyState title="Nothing recorded for this filter" />
      ) : (
        <>
          <AuditEntries entries={entries} />
          {log.hasNextPage && (
            <Button kind="secondary" disabled={log.isFetchingNextPage} onClick={() => void log.fetchNextPage()}>
              {log.isFetchingNextPage ? 'Loading…' : 'Older entries'}
            </Button>
          )}
        </>
      )}
    </section>
  )
}
