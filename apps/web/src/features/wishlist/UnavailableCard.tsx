import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { WishlistProduct } from '@store/core'
import { Picture } from '../../components/Picture.tsx'
import { setWanted } from './actions.ts'

/**
 * A saved product the branch no longer sells: greyed,
 * not a link (its page is gone), and a Remove button in place of the price and Add to Cart. The list
 * drops it once the server has.
 */
export function UnavailableCard({ product }: { product: WishlistProduct }) {
  const queryClient = useQueryClient()
  const [removing, setRemoving] = useState(false)
  const remove = async () => {
    setRemoving(true)
    await setWanted(product.id, false, queryClient) // a failure is told in a toast, and the product stays
    setRemoving(false)
  }
  return (
    <article
      data-testid="unavailable-product"
      className="flex h-full flex-col overflow-hidden rounded-xl border border-gray-200 bg-gray-50"
    >
      <Picture image={product.image} className="opacity-50 grayscale" sizes="(min-width: 769px) 25vw, 50vw" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="line-clamp-2 text-sm font-medium leading-snug text-gray-500">{product.name}</p>
        <p className="mt-auto pt-1 text-sm font-semibold text-gray-700">No longer available</p>
        <button
          type="button"
          disabled={removing}
          onClick={() => void remove()}
          className="mt-1 rounded-lg border border-gray-300 bg-white px-3 py-1.5 text-sm font-semibold text-gray-800 hover:bg-gray-100 disabled:opacity-70"
        >
          {removing ? 'Removing...' : 'Remove'}
        </button>
      </div>
    </article>
  )
}
