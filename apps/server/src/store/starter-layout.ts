import type { OwnerLayoutEntry } from '@store/core'

/**
 * The draft a store starts from while it has never published a layout and has no saved draft
 * (decision 0100): the bars, a search, a welcome text to rewrite, the categories and every product.
 * Without it the editor's frame would show an empty page (spec §2: real blocks show in the frame even
 * before a product exists). Shoppers see none of it until the owner publishes.
 */
export const STARTER_LAYOUT: readonly OwnerLayoutEntry[] = [
  { code: 'top_nav', type: 'designElement', data: { show_search: true }, settings: {}, uniqueId: null },
  { code: 'search_block', type: 'designElement', data: { placeholder: 'Search for products...' }, settings: {}, uniqueId: null },
  {
    code: 'custom_html_block',
    type: 'designElement',
    data: { html: '<h2>Welcome to our shop</h2><p>Tell your shoppers what you sell and when you deliver: edit this block.</p>' },
    settings: {},
    uniqueId: null,
  },
  { code: 'categories_grid', type: 'designElement', data: { title: 'Categories' }, settings: {}, uniqueId: null },
  { code: 'products_infinite_scroll', type: 'designElement', data: { title: 'All products', per_page: 12 }, settings: {}, uniqueId: null },
  { code: 'bottom_nav', type: 'designElement', data: { items: ['home', 'search', 'cart', 'account'] }, settings: {}, uniqueId: null },
]
