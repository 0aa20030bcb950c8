import { useDeferredValue } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { TextField } from '@store/ui/field'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { Pager } from '../../components/Pager.tsx'
import { errorText } from '../../lib/api.ts'
import { customerSearch } from './api.ts'
import { useUrlFilters, useUrlText } from '../../lib/url-filters.ts'

/** Customers found by part of a name, an e-mail or a phone number, newest first. */
export function CustomerList() {
  const { search: params, goToPage } = useUrlFilters()
  const q = params.get('q') ?? ''
  const page = Number(params.get('page') ?? 1)
  const search = useDeferredValue(q)
  const customers = useQuery(customerSearch(search.trim(), page))
  // A new search starts at its first page.
  const searchText = useUrlText('q', ['page'])
  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Search by name, e-mail or phone"
        type="search"
        value={searchText.value}
        onChange={(e) => searchText.onChange(e.target.value)}
      />
      {customers.isPending ? (
        <ListSkeleton label="Loading customers" />
      ) : customers.isError ? (
        <ErrorState message={errorText(customers.error)} onRetry={() => void customers.refetch()} />
      ) : customers.data.items.length === 0 ? (
        <EmptyState title={q ? 'Nobody matches' : 'No customers yet'}>
          {q ? 'Try part of the name, the e-mail or the phone.' : 'Shoppers appear here when they sign up.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white">
          {customers.data.items.map((c) => (
            <li key={c.id}>
              <Link to={String(c.id)} className="flex min-h-11 flex-col p-3 hover:bg-gray-50">
                <span className="font-medium">{c.name}</span>
                <span className="text-sm text-gray-700">{[c.email, c.phone].filter(Boolean).join(' · ')}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {customers.data && <Pager loading={customers.isPlaceholderData} page={page} hasMore={customers.data.has_more} onPage={goToPage} />}
    </div>
  )
}
