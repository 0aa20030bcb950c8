import { useEffect, useRef, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSession } from '../lib/session.ts'
import {
  ProductActionProvider,
  type ActionProduct,
  type ProductActionOptions,
  type RenderProductAction,
} from '../components/ProductAction.tsx'
import { ProductHeartProvider, type RenderProductHeart } from '../components/ProductHeart.tsx'
import { AddToCartButton } from '../features/cart/AddToCartButton.tsx'
import { ProductInCart } from '../features/cart/ProductInCart.tsx'
import { CartCount } from '../features/cart/CartCount.tsx'
import { getCart, useFetchCart } from '../features/cart/api/get-cart.ts'
import { productQuery } from '../features/catalogue/api/get-product.ts'
import { BranchPicker } from '../features/branches/BranchPicker.tsx'
import { LayoutPlugin } from '../features/plugins/PluginHost.tsx'
import { HomeSlotsProvider, type HomeSlots } from '../features/home/slots.tsx'
import { HeartButton } from '../features/wishlist/HeartButton.tsx'
import { WishlistSync } from '../features/wishlist/WishlistSync.tsx'
import { loadBootstrapData } from './bootstrap.ts'

/**
 * Where features meet (DESIGN "Shape of the code": one area reaches another only by composition in
 * app/). Products anywhere get the cart's Add to Cart, which loads options through the catalogue's
 * product query; the home page gets the branch picker, the cart badge, plugins and the cart fetch.
 */
function ProductAction({ product, options }: { product: ActionProduct; options: ProductActionOptions }) {
  const queryClient = useQueryClient()
  const loadProduct = (slug: string) => queryClient.fetchQuery(productQuery(slug))
  const button = <AddToCartButton product={product} compact={options.compact} loadProduct={loadProduct} />
  return options.showQuantity ? <ProductInCart product={product}>{button}</ProductInCart> : button
}

const renderProductAction: RenderProductAction = (product, options) => <ProductAction product={product} options={options} />

/** Products anywhere get the wishlist's heart. */
const renderProductHeart: RenderProductHeart = (product, { size }) => <HeartButton productId={product.id} size={size} />

function FetchCart() {
  useFetchCart()
  return null
}

/**
 * When the shopper logs in or out (or a 401 logs them out, spec §8), the cart is another one: the
 * guest's merged into the account's, or the guest's again. It is fetched anew, and what was read for
 * the previous shopper (their details, addresses) is forgotten.
 */
function FollowSession() {
  const token = useSession((s) => s.user?.authToken ?? null)
  const queryClient = useQueryClient()
  const previous = useRef(token)
  useEffect(() => {
    if (previous.current === token) return
    previous.current = token
    queryClient.removeQueries({ queryKey: ['user'] })
    queryClient.removeQueries({ queryKey: ['addresses'] })
    queryClient.removeQueries({ queryKey: ['orders'] }) // Orders, tracking (which shows the address only to its shopper)
    queryClient.removeQueries({ queryKey: ['checkout'] }) // the wallet and checkout options of the previous shopper
    getCart().catch(() => {}) // a failure leaves the stored cart; the cart screen fetches again and reports it
  }, [token, queryClient])
  return null
}

const homeSlots: HomeSlots = {
  branchPicker: <BranchPicker onSelect={() => void loadBootstrapData()} />,
  cartCount: <CartCount />,
  plugin: (code) => <LayoutPlugin code={code} />,
  foreground: <FetchCart />,
}

export function Composition({ children }: { children: ReactNode }) {
  return (
    <ProductActionProvider value={renderProductAction}>
      <ProductHeartProvider value={renderProductHeart}>
        <HomeSlotsProvider value={homeSlots}>
          <FollowSession />
          <WishlistSync />
          {children}
        </HomeSlotsProvider>
      </ProductHeartProvider>
    </ProductActionProvider>
  )
}
