import type { QueryClient } from '@tanstack/react-query'
import type { NavigateFunction } from 'react-router'
import { ApiError } from '../../lib/api.ts'
import { useSession } from '../../lib/session.ts'
import { loginPathFor } from '../../lib/next-path.ts'
import { toast } from '../../components/toasts.ts'
import { getWishlistIds } from './api/get-wishlist-ids.ts'
import { toggleWishlistProduct } from './api/toggle-wishlist-product.ts'
import { isSaved, showSaved, useHearts } from './store.ts'
import { ADD_PARAM } from './add-param.ts'

/**
 * What the hearts do, loaded only when a logged-in shopper's page is idle or a heart is
 * tapped, so it costs the home page's first load nothing (decision 0019).
 *
 * The hearts show what the shopper wants at once (optimistic); the server is then moved there with
 * as few toggles as it takes, one at a time per product, so quick double taps never race each other
 * and the hearts end where the server is. A failure puts the heart back and says why.
 */

/** One logged-in shopper's hearts: what the server holds (the ids read, then each toggle's answer) and what they asked for. */
interface Shopper {
  token: string
  read: Promise<void>
  server: Set<number>
  wanted: Map<number, boolean>
  settling: Set<number>
}
let shopper: Shopper | null = null

/** The logged-in shopper's state, reading their ids the first time; null for a guest. */
function current(): Shopper | null {
  const token = useSession.getState().user?.authToken
  if (!token) return null
  if (shopper?.token === token) return shopper
  const next: Shopper = { token, read: Promise.resolve(), server: new Set(), wanted: new Map(), settling: new Set() }
  next.read = getWishlistIds().then(
    (ids) => {
      next.server = new Set(ids)
      if (shopper !== next) return // logged out, or another shopper, meanwhile
      const saved = new Set(ids)
      for (const [id, on] of next.wanted) if (on) saved.add(id)
      for (const [id, on] of next.wanted) if (!on) saved.delete(id)
      useHearts.setState({ saved })
    },
    (error: unknown) => {
      if (shopper === next) shopper = null // the next call reads again
      throw error
    },
  )
  shopper = next
  return next
}

/** Reads the logged-in shopper's ids once per login; the hearts fill from them. */
export function loadWishlistIds(): Promise<void> {
  return current()?.read ?? Promise.resolve()
}

/** Moves the server to what the shopper wants for `id`, one toggle at a time. */
async function settle(s: Shopper, id: number, queryClient: QueryClient): Promise<void> {
  if (s.settling.has(id)) return // the running loop sees the new wish
  s.settling.add(id)
  try {
    // Each toggle flips the server, so this ends within two calls unless the shopper keeps tapping.
    while (shopper === s && s.wanted.has(id) && s.wanted.get(id) !== s.server.has(id)) {
      const answer = await toggleWishlistProduct(id)
      if (answer.in_wishlist) s.server.add(id)
      else s.server.delete(id)
    }
    s.wanted.delete(id)
    await queryClient.invalidateQueries({ queryKey: ['wishlist'] })
  } catch (error) {
    s.wanted.delete(id)
    if (shopper === s) showSaved(id, s.server.has(id))
    toast(error instanceof ApiError ? error.message : 'Your wishlist could not be updated. Please try again.')
  } finally {
    s.settling.delete(id)
  }
}

/** The shopper wants `id` in the wishlist (`on`) or out of it: shown at once, then sent. */
export async function setWanted(id: number, on: boolean, queryClient: QueryClient): Promise<void> {
  const s = current()
  if (!s) return
  s.wanted.set(id, on)
  showSaved(id, on)
  try {
    // What the server holds must be known before deciding whether a toggle is needed.
    await s.read
  } catch (error) {
    s.wanted.delete(id)
    showSaved(id, !on)
    toast(error instanceof ApiError ? error.message : 'Your wishlist could not be read. Please try again.')
    return
  }
  await settle(s, id, queryClient)
}

/** The current path with the product to add after login. */
function pathAdding(location: { pathname: string; search: string }, productId: number): string {
  const params = new URLSearchParams(location.search)
  params.set(ADD_PARAM, String(productId))
  return `${location.pathname}?${params}`
}

/** A tap on a heart: flips what it shows; a guest goes to log in and the product is added on return. */
export function tapHeart(id: number, navigate: NavigateFunction, queryClient: QueryClient): Promise<void> {
  if (!useSession.getState().user) {
    navigate(loginPathFor(pathAdding(window.location, id)))
    return Promise.resolve()
  }
  return setWanted(id, !isSaved(id), queryClient)
}
