import { useEffect } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { useSession } from '../../lib/session.ts'
import { toast } from '../../components/toasts.ts'
import { forgetHearts, loadActions } from './store.ts'
import { ADD_PARAM, productToAdd } from './add-param.ts'

/** After the page has settled: the hearts never compete with the first screen. */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(run, { timeout: 3000 })
    return () => cancelIdleCallback(handle)
  }
  const handle = setTimeout(run, 500)
  return () => clearTimeout(handle)
}

/**
 * Fills the hearts for a logged-in shopper once the page is idle, empties them when the shopper
 * changes, and adds the product a guest tapped before logging in (`?add_to_wishlist=`).
 * A guest loads none of the wishlist's code.
 */
export function WishlistSync() {
  const token = useSession((s) => s.user?.authToken ?? null)
  const { pathname, search, hash } = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const adding = token ? productToAdd(search) : null

  useEffect(() => {
    forgetHearts()
    queryClient.removeQueries({ queryKey: ['wishlist'] })
    if (!token) return
    return whenIdle(() => {
      // A failed read leaves the hearts empty; a tap reads again before it decides anything.
      loadActions()
        .then((actions) => actions.loadWishlistIds())
        .catch(() => {})
    })
  }, [token, queryClient])

  useEffect(() => {
    if (adding === null) return
    const params = new URLSearchParams(search)
    params.delete(ADD_PARAM)
    const rest = params.toString()
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true })
    // Added, not toggled: a product already in the wishlist stays there.
    loadActions().then(
      (actions) => actions.setWanted(adding, true, queryClient),
      () => toast('The store could not be reached. Please try again.'),
    )
  }, [adding, pathname, search, hash, navigate, queryClient])

  return null
}
