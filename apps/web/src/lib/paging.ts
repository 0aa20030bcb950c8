/** spec §3 products list: pages are appended; current and last page come from the server. */
export const nextPage = (last: { current_page: number; last_page: number }): number | undefined =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined

export const PER_PAGE = 12

/**
 * The products of the pages read so far, each once. Pages are read at different times, and a product
 * that sells out meanwhile moves to the end of its list (decision 0039): it then comes again on a
 * later page, where the first sighting wins.
 */
export function appendedProducts<T extends { id: number }>(pages: readonly { products: readonly T[] }[]): T[] {
  const seen = new Set<number>()
  return pages.flatMap((page) => page.products.filter((p) => !seen.has(p.id) && seen.add(p.id)))
}
