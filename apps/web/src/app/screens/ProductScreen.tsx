import { useNavigate } from 'react-router'
import type { Product } from '@store/core'
import ProductPage from '../../features/catalogue/ProductPage.tsx'
import { ProductPageSlotsProvider, type ProductPageSlots } from '../../features/catalogue/slots.tsx'
import { RatingSummary } from '../../features/reviews/RatingSummary.tsx'
import { BuyNow } from '../../features/downloads/BuyNow.tsx'
import { useCartActions } from '../../features/cart/useCartActions.ts'
import { useCartStore } from '../../features/cart/store-slice.ts'

/**
 * A digital store's Buy now (decision 0024): the product goes into the cart once (a download has no
 * quantity; a second Buy now does not add another), then the checkout, which asks for no address.
 */
function DigitalBuy({ product }: { product: Product }) {
  const navigate = useNavigate()
  const { add } = useCartActions()
  const inCart = useCartStore((s) => s.cart?.cartItems.some((l) => l.product_id === product.id) ?? false)
  const busy = useCartStore((s) => s.is_cart_updating && s.is_cart_updating_product === product.id)
  const buy = async () => {
    if (inCart || (await add({ product_id: product.id, quantity: 1 }))) navigate('/checkout')
  }
  return <BuyNow product={product} busy={busy} onBuy={() => void buy()} />
}

/** The reviews summary and a digital store's Buy now on the product page (decisions 0022 and 0024: features meet only in app/). */
const slots: ProductPageSlots = {
  ratingSummary: (product) => <RatingSummary product={product} />,
  digitalBuy: (product) => <DigitalBuy product={product} />,
}

/** /product/{slug}, composed with the reviews' summary and the cart; a route module of its own, off the home page. */
export default function ProductScreen() {
  return (
    <ProductPageSlotsProvider value={slots}>
      <ProductPage />
    </ProductPageSlotsProvider>
  )
}
