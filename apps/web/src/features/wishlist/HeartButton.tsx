import { useNavigate } from 'react-router'
import { useQueryClient } from '@tanstack/react-query'
import { toast } from '../../components/toasts.ts'
import { loadActions, useHearts } from './store.ts'

const HEART = 'M12 20.5s-7.6-4.6-9.4-9.5C1.3 7.4 3.6 4 7 4c2.1 0 3.9 1.2 5 3 1.1-1.8 2.9-3 5-3 3.4 0 5.7 3.4 4.4 7-1.8 4.9-9.4 9.5-9.4 9.5z'

/**
 * The heart on a card or the product page. It is all the home page's first load carries
 * of the wishlist: what a tap does loads on the first tap (decision 0019).
 */
export function HeartButton({ productId, size }: { productId: number; size: 'card' | 'page' }) {
  const saved = useHearts((s) => s.saved.has(productId))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const tap = () =>
    loadActions().then(
      (actions) => actions.tapHeart(productId, navigate, queryClient),
      () => toast('The store could not be reached. Please try again.'),
    )
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? 'Remove from wishlist' : 'Add to wishlist'}
      onClick={() => void tap()}
      className={`grid shrink-0 place-items-center rounded-full bg-white/90 text-gray-700 shadow-sm hover:text-red-600 ${size === 'card' ? 'h-10 w-10' : 'h-11 w-11 border border-gray-200'}`}
    >
      <svg
        viewBox="0 0 24 24"
        width={size === 'card' ? 22 : 24}
        height={size === 'card' ? 22 : 24}
        aria-hidden="true"
        fill={saved ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        className={saved ? 'text-red-600' : undefined}
      >
        <path d={HEART} />
      </svg>
    </button>
  )
}
