import type { Generated } from 'kysely'

/** Carts and the offers they can carry (decision 0007). */
export interface CartTables {
  carts: { id: Generated<number>; owner_key: string; branch_id: number; created_at: string; coupon_code: string | null }
  cart_items: {
    id: Generated<number>
    cart_id: number
    product_id: number
    quantity: number
    selected_attributes: string // JSON number[] (single-choice value ids)
    selected_multi_attributes: string // JSON number[] (add-on value ids)
    /** The unit price when the shopper last confirmed the line; a change is reported as an adjustment. */
    unit_price: number
    created_at: string
  }
  coupons: {
    id: Generated<number>
    code: string
    title: string
    description: string
    kind: string // 'percentage' | 'flat' | 'free_delivery'
    /** Basis points for a percentage, minor units for a flat amount. */
    value: number
    max_discount: number | null
    min_order: number
    first_order_only: number
    starts_at: string | null
    ends_at: string | null
    branch_id: number | null
    per_user_limit: number | null
    total_limit: number | null
    used_count: Generated<number>
    is_automatic: number
    is_active: number
  }
  coupon_claims: { coupon_id: number; owner_key: string; status: string; created_at: string }
}
