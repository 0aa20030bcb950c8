import type { ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ProductActionProvider, type ActionProduct, type RenderProductAction } from '../components/ProductAction.tsx'
import { AddToCartButton } from '../features/cart/AddToCartButton.tsx'
import { CartCount } from '../features/cart/CartCount.tsx'
import { useFetchCart } from '../features/cart/api/get-cart.ts'
import { productQuery } from '../features/catalogue/api/get-product.ts'
import { BranchPicker } from '../features/branches/BranchPicker.tsx'
import { LayoutPlugin } from '../features/plugins/PluginHost.tsx'
import { HomeSlotsProvider, type HomeSlots } from '../features/home/slots.tsx'
import { loadBootstrapData } from './bootstrap.ts'

/**
 * Where features meet (DESIGN "Shape of the code": one area reaches another only by composition in
 * app/). Products anywhere get the cart's Add to Cart, which loads options through the catalogue's
 * product query; the home page gets the branch picker, the cart badge, plugins and the cart fetch.
 */
function ProductAction({ product, compact }: { product: ActionProduct; compact: boolean }) {
  const queryClient = useQueryClient()
  return <AddToCartButton product={product} compact={compact} loadProduct={(slug) => queryClient.fetchQuery(productQuery(slug))} />
}

const renderProductAction: RenderProductAction = (product, { compact }) => <ProductAction product={product} compact={compact} />

function FetchCart() {
  useFetchCart()
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
      <HomeSlotsProvider value={homeSlots}>{children}</HomeSlotsProvider>
    </ProductActionProvider>
  )
}
