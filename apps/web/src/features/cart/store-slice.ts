import type { StateCreator } from 'zustand/vanilla'
import type { Cart, Product } from '@store/core'
import { sliceHook } from '../../lib/store.ts'

/** spec §3 productDrawer: the options panel's state. */
export interface ProductDrawer {
  currentProduct: Product | null
  selectedAttributes: Record<number, number>
  selectedMultiAttributes: Record<number, number[]>
  drawerPrice: number
  variant_id: number | null
  desktopDialogOpen: boolean
}

/** The cart's part of the store (spec §3); only `cart` persists. */
export interface CartSlice {
  /** spec §3 cart: the server's last answer, replaced whole by every cart call. */
  cart: Cart | null
  /** spec §3: on while an add or update is in flight, with the product being updated. */
  is_cart_updating: boolean
  is_cart_updating_product: number | null
  productDrawer: ProductDrawer
  setCart(cart: Cart): void
  setCartUpdating(productId: number | null): void
  setProductDrawer(change: Partial<ProductDrawer>): void
}

const emptyDrawer: ProductDrawer = {
  currentProduct: null,
  selectedAttributes: {},
  selectedMultiAttributes: {},
  drawerPrice: 0,
  variant_id: null,
  desktopDialogOpen: false,
}

export const createCartSlice: StateCreator<CartSlice, [], [], CartSlice> = (set) => ({
  cart: null,
  is_cart_updating: false,
  is_cart_updating_product: null,
  productDrawer: emptyDrawer,
  setCart: (cart) => set({ cart }),
  setCartUpdating: (productId) => set({ is_cart_updating: productId !== null, is_cart_updating_product: productId }),
  setProductDrawer: (change) => set((s) => ({ productDrawer: { ...s.productDrawer, ...change } })),
})

export const persistCart = (s: CartSlice): Pick<CartSlice, 'cart'> => ({ cart: s.cart })

export const useCartStore = sliceHook<CartSlice>()

/** spec §4: every cart answer replaces the stored cart. */
export const keepCart = (cart: Cart): Cart => {
  useCartStore.getState().setCart(cart)
  return cart
}
