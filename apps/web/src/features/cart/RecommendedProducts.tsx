import { ProductCard } from '../../components/ProductCard.tsx'
import { useCartStore } from './store-slice.ts'
import { useCartRecommendedProducts } from './api/get-cart-recommended-products.ts'

/** "You may also like": products from the cart's categories that are not in it yet. */
export function RecommendedProducts() {
  const lineCount = useCartStore((s) => s.cart?.cartItems.length ?? 0)
  const recommended = useCartRecommendedProducts(lineCount)
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
