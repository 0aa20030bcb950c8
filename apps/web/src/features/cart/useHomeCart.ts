import { useEffect } from 'react'
import { notify } from '../../components/toasts.ts'
import { fetchCart } from './api.ts'

/** spec §7: the cart is fetched when home loads; spec §8: a failure shows "Cart Fetch Error". */
export function useHomeCart(): void {
  useEffect(() => {
    fetchCart().catch(() => notify('Cart Fetch Error'))
  }, [])
}
