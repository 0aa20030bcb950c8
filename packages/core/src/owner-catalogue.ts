/**
 * The owner's catalogue screens' figures (decision 0056), shared by the server and the owner's app
 * without any schema builder.
 */
/** A product's stock state: untracked or above LOW_STOCK_AT is in stock; 1..LOW_STOCK_AT is low; 0 is sold out. */
export const LOW_STOCK_AT = 5
export const STOCK_STATES = ['in_stock', 'low', 'sold_out'] as const
export type StockState = (typeof STOCK_STATES)[number]
export const OWNER_PRODUCTS_PER_PAGE = 50
/** Bulk actions take at most this many products at once. */
export const BULK_MAX_PRODUCTS = 500
