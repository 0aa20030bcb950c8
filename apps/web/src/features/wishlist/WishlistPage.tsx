import { Link } from 'react-router'
import { useHead } from '../../lib/head.ts'
import { useRequireUser } from '../../lib/useRequireUser.ts'
import { Spinner } from '../../components/Spinner.tsx'
import { InfiniteProducts } from '../../components/InfiniteProducts.tsx'
import { wishlistQuery } from './api/get-wishlist.ts'
import { UnavailableCard } from './UnavailableCard.tsx'
import type { ScreenHandle } from '../../lib/screen-title.ts'

export const handle: ScreenHandle = { name: 'Wishlist' }

/**
 * /account/wishlist (spec §2): the saved products as cards, newest first, pages appended as
 * the shopper scrolls. A heart takes a product out; one no longer sold stays, greyed, with Remove.
 */
export default function WishlistPage() {
  useHead()
  const user = useRequireUser()
  if (!user) return <Spinner label="Loading your wishlist" />
  return (
    <section className="flex flex-col gap-4 px-4 pb-6 pt-4">
      <h1 className="text-2xl font-bold">Wishlist</h1>
      <InfiniteProducts
        query={wishlistQuery()}
        empty={
          <>
            Nothing saved yet. Tap the heart on a product to keep it here.{' '}
            <Link to="/" className="font-semibold text-brand-ink underline">
              Browse products
            </Link>
          </>
        }
        card={(product) => (product.is_available ? undefined : <UnavailableCard product={product} />)}
      />
    </section>
  )
}
