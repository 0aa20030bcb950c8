import { useMoneyFormat } from '../../lib/money.ts'

/**
 * Counts with the store's digit grouping ("1,204"), from the number style the server sends with the
 * settings: a first Intl.NumberFormat would cost the product page's hydration ~17 ms of main thread
 * (core money.ts), and plain string work reads the same on the server and in the browser.
 */
export function useCount(): (n: number) => string {
  const group = useMoneyFormat().style?.group ?? ','
  return (n) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, group)
}
