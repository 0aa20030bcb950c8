import { useDeferredValue, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { LOW_STOCK_AT, type StockState } from '@store/core/browser'
import type { OwnerProductListQuery } from '@store/core'
import { SelectField, TextField } from '@store/ui/field'
import { EmptyState, ErrorState, ListSkeleton } from '../../components/States.tsx'
import { Pager } from '../../components/Pager.tsx'
import { errorText } from '../../lib/api.ts'
import { useFormatMoney } from '../../lib/money.ts'
import { useUrlFilters } from '../../lib/url-filters.ts'
import { branchList, categoryList, productList } from './api.ts'
import { BulkBar } from './BulkBar.tsx'

const STOCK_LABELS: Record<StockState, string> = { in_stock: 'In stock', low: `Low (${LOW_STOCK_AT} or fewer)`, sold_out: 'Sold out' }

/** The owner's products: searched as they type, filtered, paged by the server (decision 0056); bulk actions on a selection. */
export function ProductsScreen() {
  const { search: params, setFilter, goToPage } = useUrlFilters()
  const [q, setQ] = useState(params.get('q') ?? '')
  const search = useDeferredValue(q)
  const number = (key: string) => (params.get(key) ? Number(params.get(key)) : undefined)
  const query: OwnerProductListQuery = {
    q: search.trim() || undefined,
    page: number('page') ?? 1,
    category_id: number('category'),
    branch_id: number('branch'),
    available: params.get('available') === null ? undefined : params.get('available') === 'yes',
    stock: (params.get('stock') as StockState | null) ?? undefined,
  }
  const products = useQuery(productList(query))
  const categories = useQuery(categoryList)
  const branches = useQuery(branchList)
  const money = useFormatMoney()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const set = (key: string, value: string) => setFilter(key, value, key === 'page' ? [] : ['page'])
  const toggle = (id: number) =>
    setSelected((now) => {
      const next = new Set(now)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })
  const page = query.page ?? 1
  return (
    <div className="flex flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">Products</h2>
        <Link
          to="products/new"
          className="inline-flex min-h-11 items-center rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          Add a product
        </Link>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-5">
        <TextField
          label="Search"
          type="search"
          value={q}
          onChange={(e) => (setQ(e.target.value), set('page', ''))}
          placeholder="Name or description"
        />
        <SelectField label="Category" value={params.get('category') ?? ''} onChange={(e) => set('category', e.target.value)}>
          <option value="">All categories</option>
          {categories.data?.items.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <SelectField label="Branch" value={params.get('branch') ?? ''} onChange={(e) => set('branch', e.target.value)}>
          <option value="">Any branch</option>
          {branches.data?.items.map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          label="Sold at the branch"
          value={params.get('available') ?? ''}
          disabled={!params.get('branch')}
          onChange={(e) => set('available', e.target.value)}
        >
          <option value="">Sold or not</option>
          <option value="yes">Sold there</option>
          <option value="no">Switched off there</option>
        </SelectField>
        <SelectField label="Stock" value={params.get('stock') ?? ''} onChange={(e) => set('stock', e.target.value)}>
          <option value="">Any stock</option>
          {Object.entries(STOCK_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </SelectField>
      </div>
      {selected.size > 0 && <BulkBar ids={[...selected]} branches={branches.data?.items ?? []} onDone={() => setSelected(new Set())} />}
      {products.isPending ? (
        <ListSkeleton label="Loading products" />
      ) : products.isError ? (
        <ErrorState message={errorText(products.error)} onRetry={() => void products.refetch()} />
      ) : products.data.items.length === 0 ? (
        <EmptyState title={search || params.size > 0 ? 'No product matches' : 'No products yet'}>
          {search || params.size > 0 ? 'Try other words or fewer filters.' : 'Add the first product to open the shop.'}
        </EmptyState>
      ) : (
        <ul className="flex flex-col divide-y divide-gray-200 rounded-lg border border-gray-300 bg-white" aria-busy={products.isFetching}>
          {products.data.items.map((p) => (
            <li key={p.id} className="flex items-center gap-3 p-2">
              <input
                type="checkbox"
                className="size-5"
                aria-label={`Select ${p.name}`}
                checked={selected.has(p.id)}
                onChange={() => toggle(p.id)}
              />
              {p.image ? (
                <img src={p.image.url} alt="" width={48} height={48} className="size-12 rounded object-cover" loading="lazy" />
              ) : (
                <span className="size-12 rounded bg-gray-200" aria-hidden="true" />
              )}
              <Link to={`products/${p.id}`} className="min-w-0 flex-1 font-medium underline-offset-2 hover:underline">
                {p.name}
                <span className="block text-sm font-normal text-gray-700">
                  {money(p.selling_price)} · {p.stock === null ? 'stock not counted' : p.stock === 0 ? 'sold out' : `${p.stock} left`}
                  {!p.is_active && ' · inactive'}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      {products.data && <Pager loading={products.isPlaceholderData} page={page} hasMore={products.data.has_more} onPage={goToPage} />}
    </div>
  )
}
