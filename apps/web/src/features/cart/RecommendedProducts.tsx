import { useQuery } from '@tanstack/react-query'
import type { ProductCard as Card } from '@store/core'
import { api } from '../../lib/api.ts'
import { useStore } from '../../app/store.ts'
import { ProductCard } from '../../components/ProductCard.tsx'

/** "You may also like": products from the cart's categories that are not in it yet. */
export function RecommendedProducts() {
  const lineCount = useStore((s) => s.cart?.cartItems.length ?? 0)
  const recommended = useQuery({
    queryKey: ['cart-recommended', useStore.getState().selected_branch?.id, lineCount],
    queryFn: ({ signal }) => api<{ products: Card[] }>('get-cart-recommended-products', { signal }).then((r) => r.products),
  })
  if (!recommended.data?.length) return null
  return (
    <section aria-label="Recommended products">
      <h2 className="mb-2 text-lg font-bold">You may also like</h2>
      <ul className="no-scrollbar flex gap-3 overflow-x-auto pb-1">
        {recommended.data.map((p) => (
          <li key={p.id} className="w-40 shrink-0">
            <ProductCard product={p} />
          </li>
        ))}
      </ul>
    </section>
  )
}
