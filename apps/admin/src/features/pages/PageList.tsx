import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { errorText } from '../../lib/api.ts'
import { pageList } from './api.ts'

/** The content pages in the storefront's order, each published or a draft. */
export function PageList() {
  const pages = useQuery(pageList)
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Content pages</h2>
        <Link to="/pages/new" className="flex min-h-11 items-center rounded-lg bg-gray-900 px-4 text-sm font-semibold text-white">
          New page
        </Link>
      </div>
      {pages.isPending ? (
        <ListSkeleton label="Loading pages" />
      ) : pages.isError ? (
        <ErrorState message={errorText(pages.error)} onRetry={() => void pages.refetch()} />
      ) : pages.data.items.length === 0 ? (
        <EmptyState title="No pages yet">Pages such as About us, Delivery or Terms appear in the storefront at /page/…</EmptyState>
      ) : (
        <ul className="flex flex-col gap-2">
          {pages.data.items.map((p) => (
            <li key={p.id}>
              <Link
                to={`/pages/${p.id}`}
                className="flex flex-wrap items-center justify-between gap-2 rounded-lg border border-gray-300 bg-white p-3 hover:bg-gray-50"
              >
                <span>
                  <span className="block font-medium">{p.title}</span>
                  <span className="block text-sm text-gray-700">/page/{p.slug}</span>
                </span>
                <span
                  className={`rounded-full px-2 py-0.5 text-sm font-medium ${p.published ? 'bg-green-100 text-green-900' : 'bg-amber-100 text-amber-950'}`}
                >
                  {p.published ? 'Published' : 'Draft'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
