import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { OFFLINE_TEXT, OFFLINE_TITLE } from '../../lib/offline.ts'
import { InfiniteProducts } from '../../components/InfiniteProducts.tsx'
import { SEARCH_QUERY_MAX_LENGTH } from '@store/core/browser'
import { searchResultsQuery, useSearchProducts } from './api/search-products.ts'
import type { ScreenHandle } from '../../lib/screen-title.ts'

const MIN_LENGTH = 2
const DEBOUNCE_MS = 250

export const handle: ScreenHandle = { name: 'Search' }

/**
 * Results as the shopper types (from 2 characters), kept in the URL so back and share work. A shared
 * link's longer ?q= is cut to what the server accepts, here, so the server's rendering and the
 * browser's first render hold the same text (decision 0106).
 */
export default function SearchPage() {
  useHead()
  const [params, setParams] = useSearchParams()
  const [text, setText] = useState(() => (params.get('q') ?? '').slice(0, SEARCH_QUERY_MAX_LENGTH))
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
  // The query waits for the network (TanStack Query pauses offline): spec §2's offline texts, not old results.
  const offline = enabled && results.fetchStatus === 'paused'
  // Until the new word's first page arrives, the old results stay, dimmed (DESIGN: every wait shows progress).
  const searching = enabled && !offline && (results.isPending || results.isPlaceholderData)
  const total = results.data?.pages[0]?.total ?? 0
  return (
    // On a wide screen the dialog is as tall as it may be (90vh less its 49px header, index.css
    // dialog-panel, components/Modal.tsx) from the start, so it does not re-centre, moving the box
    // under the shopper's cursor, as results come and go (spec §2 dialog).
    <section className="flex flex-col gap-4 px-4 pb-6 pt-4 wide:min-h-[calc(90vh-49px)]">
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
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          className="w-full bg-transparent outline-none"
        />
      </label>
      <p className="text-sm text-gray-600" aria-live="polite" data-testid="search-status">
        {!enabled
          ? `Type at least ${MIN_LENGTH} characters to search.`
          : offline
            ? ''
            : searching
              ? 'Searching...'
              : total > 0 && `${total}${total >= 1000 ? '+' : ''} result${total === 1 ? '' : 's'}`}
      </p>
      {offline && (
        <div role="alert" className="py-8 text-center">
          <p className="font-semibold">{OFFLINE_TITLE}</p>
          <p className="text-gray-600">{OFFLINE_TEXT}</p>
        </div>
      )}
      {enabled && !offline && results.isError && !results.data && (
        // The first page failed: the list's own "couldn't load more" would say more than was asked.
        <p role="alert" className="text-sm text-red-700 wrap-anywhere">
          Search failed: {results.error.message}
        </p>
      )}
      {enabled && !offline && !(results.isError && !results.data) && (
        <div aria-busy={searching} className={searching && !results.isPending ? 'opacity-50 transition-opacity' : undefined}>
          <InfiniteProducts
            query={searchResultsQuery(debounced, enabled)}
            empty={<span className="wrap-anywhere">No results for “{results.data?.pages[0]?.query}”. Try another word.</span>}
          />
        </div>
      )}
    </section>
  )
}
