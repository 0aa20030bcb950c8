/** spec §3 products list: pages are appended; current and last page come from the server. */
export const nextPage = (last: { current_page: number; last_page: number }): number | undefined =>
  last.current_page < last.last_page ? last.current_page + 1 : undefined

export const PER_PAGE = 12
