import { useState } from 'react'
import { useSearchParams } from 'react-router'

/** The value of `key` in the address bar's query, which the router writes before it renders. */
const inAddressBar = (key: string) => new URLSearchParams(window.location.search).get(key) ?? ''

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

/**
 * A text filter's field, kept in the URL as it is typed. The field holds what was typed: fed from
 * the URL, it would show the last render's value until the router re-renders, and a key pressed
 * meanwhile would add to that and drop the keys before it. It follows the URL only when something
 * else changes it (a link, Back), seen as the address bar no longer holding what was typed last.
 */
export function useUrlText(key: string, alsoClear: readonly string[] = []) {
  const { setFilter } = useUrlFilters()
  const [typed, setTyped] = useState(() => inAddressBar(key))
  const now = inAddressBar(key)
  if (now !== typed && now !== typed.trim()) setTyped(now)
  const onChange = (text: string) => {
    setTyped(text)
    setFilter(key, text.trim(), alsoClear)
  }
  return { value: typed, onChange }
}
