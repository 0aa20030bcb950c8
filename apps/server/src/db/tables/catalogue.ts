import type { Generated } from 'kysely'

/** The catalogue: categories, products, their per-branch differences and options. */
export interface CatalogueTables {
  categories: {
    id: Generated<number>
    name: string
    slug: string
    primary_image: string | null // JSON Image
    color: string
    position: number
  }
  products: {
    id: Generated<number>
    name: string
    slug: string
    description: string
    images: string // JSON Image[]
    selling_price: number
    original_price: number | null
    /** null = stock not tracked */
    stock: number | null
    is_active: number
    has_options: number
    position: number
    created_at: string
    /** Tax rate in basis points (500 = 5%); null = the store's rate. */
    tax_rate_bp: number | null
  }
  product_categories: { product_id: number; category_id: number }
  /** Only where a branch differs from the product's defaults: availability, price, stock. */
  product_branches: {
    product_id: number
    branch_id: number
    is_available: number
    selling_price: number | null
    original_price: number | null
    stock: number | null
  }
  attributes: { id: Generated<number>; product_id: number; name: string; position: number }
  attribute_values: { id: Generated<number>; attribute_id: number; value: string; position: number }
  combinations: { id: Generated<number>; product_id: number; value_ids: string; price: number }
  multi_attributes: {
    id: Generated<number>
    product_id: number
    name: string
    min_select: number | null
    max_select: number | null
    position: number
  }
  /** One width of one photo (decision 0055), named by the hash of the uploaded bytes. */
  photos: { hash: string; width: number; height: number; image: Buffer; created_at: string }
  multi_attribute_values: {
    id: Generated<number>
    multi_attribute_id: number
    value: string
    price: number | null
    dependencies: string // JSON number[] of single-choice value ids
    variant_prices: string // JSON {variant_id, price}[]
    position: number
  }
}
