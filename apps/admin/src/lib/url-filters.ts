import { useSearchParams } from 'react-router'

/**
 * A screen's filters, kept in the URL so a view can be shared or reloaded. `setFilter` starts from
 * the address bar, not from the render's search: React Router's setSearchParams builds on the search
 * of the last render, and its navigations render as transitions, so a second filter changed before
 * that render (a slow board, a busy phone) would silently drop the first. The router writes the
 * address bar a few microtasks after each change, before any further event can run.
 */
export function useUrlFilters() {
  const [search, setSearch] = useSearchParams()
  const get = (key: string) => search.get(key) ?? ''
  /** Sets one filter (or clears it when empty); `alsoClear` drops keys that no longer apply, such as the page. */
  const setFilter = (key: string, value: string, alsoClear: readonly string[] = []) => {
    const next = new URLSearchParams(window.location.search)
    if (value) next.set(key, value)
    else next.delete(key)
    for (const stale of alsoClear) next.delete(stale)
    setSearch(next, { replace: true })
  }
  return { search, get, setFilter }
}
