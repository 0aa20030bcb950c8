import { useQuery } from '@tanstack/react-query'
import { Link, useMatch } from 'react-router'
import { branchList, productList } from './api.ts'

/**
 * A shop with products but no branch takes no orders: shoppers fill carts and cannot check out
 * (place-order needs a branch to make and send the order from). So the owner reads it at the top of
 * the first screen they open, and every other, until the first branch exists (decision 0097). It is
 * a notice, not a screen: while its two reads load or if they fail it shows nothing (each screen
 * reports its own failures), and the branches screen, which says it with its empty state, goes without.
 */
export function NoBranchNotice() {
  const onBranches = useMatch('/catalogue/branches') !== null
  const branches = useQuery(branchList)
  const products = useQuery(productList({ page: 1 }))
  if (onBranches || !branches.data || !products.data) return null
  if (branches.data.items.length > 0 || products.data.items.length === 0) return null
  return (
    <div
      role="status"
      className="no-print mb-4 flex flex-wrap items-center justify-between gap-3 rounded-lg border border-amber-500 bg-amber-50 p-4 text-amber-950"
    >
      <p className="min-w-0 flex-1 basis-64">
        <strong className="font-semibold">Shoppers can’t check out until you add a branch.</strong> A branch is where orders are made and
        sent from. Carts shoppers fill meanwhile are kept.
      </p>
      <Link
        to="/catalogue/branches"
        className="inline-flex min-h-11 items-center rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
      >
        Add a branch
      </Link>
    </div>
  )
}
