import type { Cart, CartAddBody, CartUpdateBody } from '@store/core'
import { api } from '../../lib/api.ts'
import { useStore } from '../../app/store.ts'

/** spec §7 cart calls; each answer replaces the stored cart (spec §4). */
const keep = (cart: Cart) => {
  useStore.getState().setCart(cart)
  return cart
}

export const fetchCart = () => api<Cart>('get-cart').then(keep)
export const addToCart = (body: CartAddBody) => api<Cart>('cart/add', { method: 'POST', body }).then(keep)
export const updateCartLine = (body: CartUpdateBody) => api<Cart>('cart/update', { method: 'PUT', body }).then(keep)
export const removeCartLine = (lineId: number) => api<Cart>(`cart/remove/${lineId}`, { method: 'DELETE' }).then(keep)
