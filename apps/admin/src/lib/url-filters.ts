import { useState } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A screen's filters, kept in the URL so a view can be shared or reloaded. `setFilter` starts from
 * the address bar, not from the render's search: React Router's setSearchParams builds on the search
 * of the last render, and its navigations render as transitions, so a second filter changed before
 * that render (a slow board, a busy phone) would silently drop the first. The router writes the
 * address bar before it renders (here, where no route has a loader, within the call itself).
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
  /**
   * Moves to another page of the list. Unlike a filter, a page is a place the owner went: it gets its own
   * history entry, so Back returns to the page before rather than leaving the list.
   */
  const goToPage = (page: number) => {
    const next = new URLSearchParams(window.location.search)
    if (page > 1) next.set('page', String(page))
    else next.delete('page')
    setSearch(next)
  }
  return { search, get, setFilter, goToPage }
}

/**
 * A text filter's field, kept in the URL as it is typed. The field holds what was typed: fed from
 * the URL, it would show the last render's value until the router re-renders, and a key pressed
 * meanwhile would add to that and drop the keys before it. The field follows the URL only when the
 * router renders a value this field did not write (a link, Back): each written value is remembered
 * until the router has rendered it, so the renders of earlier keys never undo later ones.
 */
export function useUrlText(key: string, alsoClear: readonly string[] = []) {
  const { get, setFilter } = useUrlFilters()
  const rendered = get(key)
  const [field, setField] = useState({ typed: rendered, seen: rendered, pending: [] as string[] })
  if (rendered !== field.seen) {
    const ours = field.pending.indexOf(rendered)
    setField(
      ours >= 0
        ? { typed: field.typed, seen: rendered, pending: field.pending.slice(ours + 1) }
        : { typed: rendered, seen: rendered, pending: [] },
    )
  }
  const onChange = (text: string) => {
    const value = text.trim()
    // Spaces around the words change nothing the URL holds: no navigation, and the page stays.
    const unchanged = value === (field.pending.at(-1) ?? field.seen)
    setField({ ...field, typed: text, pending: unchanged ? field.pending : [...field.pending, value] })
    if (!unchanged) setFilter(key, value, alsoClear)
  }
  return { value: field.typed, onChange }
}
