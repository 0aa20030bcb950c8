/**
 * A guest who taps a heart logs in first; the product to add rides in the path they come
 * back to, `?add_to_wishlist=<id>`, so it survives registration, a code login and a reload.
 */
export const ADD_PARAM = 'add_to_wishlist'

/** The product a path asks to add, when it is a product id. */
export function productToAdd(search: string): number | null {
  const value = new URLSearchParams(search).get(ADD_PARAM)
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null
}
