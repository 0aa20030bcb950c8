import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { ProductGrid } from '../../components/ProductGrid.tsx'
import { Spinner } from '../../components/Spinner.tsx'
import { useSearchProducts } from './api/search-products.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

const MIN_LENGTH = 2
const DEBOUNCE_MS = 250

export const handle: ScreenHandle = { name: 'Search' }

/** Results as the shopper types (from 2 characters), kept in the URL so back and share work. */
export default function SearchPage() {
  useHead()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(params.get('q') ?? '')
  const [debounced, setDebounced] = useState(text.trim())
  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(text.trim())
      setParams(text.trim() ? { q: text.trim() } : {}, { replace: true })
    }, DEBOUNCE_MS)
    return () => clearTimeout(timer)
  }, [text, setParams])
  const enabled = debounced.length >= MIN_LENGTH
  const results = useSearchProducts(debounced, enabled)
  return (
    <section className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <h1 className="sr-only">Search</h1>
      <label className="flex items-center gap-2 rounded-xl border border-gray-300 px-4 py-3 focus-within:border-brand-ink">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="11" cy="11" r="7" />
          <path d="m20 20-3.5-3.5" />
        </svg>
        <span className="sr-only">Search for products</span>
        <input
          type="search"
          name="q"
          autoFocus
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder="Search for products..."
          maxLength={200}
          className="w-full bg-transparent outline-none"
        />
      </label>
      {!enabled && <p className="text-sm text-gray-500">Type at least {MIN_LENGTH} characters to search.</p>}
      {enabled && results.isPending && <Spinner label="Searching" />}
      {enabled && results.isError && (
        <p role="alert" className="text-sm text-red-700">
          Search failed: {results.error.message}
        </p>
      )}
      {enabled && results.data && results.data.products.length === 0 && (
        <p className="py-8 text-center text-gray-600">No results for “{results.data.query}”. Try another word.</p>
      )}
      {enabled && results.data && results.data.products.length > 0 && (
        <>
          <p className="text-sm text-gray-600" aria-live="polite">
            {results.data.total}
            {results.data.total >= 1000 ? '+' : ''} result{results.data.total === 1 ? '' : 's'}
          </p>
          <ProductGrid products={results.data.products} />
        </>
      )}
    </section>
  )
}
