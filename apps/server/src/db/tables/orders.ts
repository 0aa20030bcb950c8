import type { Generated } from 'kysely'

/** Orders as placed (decision 0018), their timeline and what placing them needs. */
export interface OrderTables {
  orders: {
    id: Generated<number>
    owner_key: string
    branch_id: number
    /** A cancelled order does not count as an order for offers. */
    status: string
    coupon_code: string | null
    total: number
    created_at: string
    /** Checkout (decision 0018); rows from before checkout have the defaults. */
    /** ≥128 random bits, base64url: the id in tracking links. */
    public_id: string | null
    /** The public address the order was placed from: its messages' links when PUBLIC_URL is not set (decision 0041). */
    link_base: string | null
    /** Counted per store (counters.order_number), for people and mails. */
    number: Generated<number>
    user_id: number | null
    fulfilment: Generated<string> // 'delivery' | 'pickup'
    payment_method: Generated<string> // 'cod' | 'wallet' | 'online'
    payment_status: Generated<string> // 'pending' | 'paid' | 'failed' | 'refunded' | 'partially_refunded'
    address: string | null // JSON OrderAddress snapshot
    branch: string | null // JSON {id, name, address, phone, delivery_minutes} snapshot
    subtotal: Generated<number>
    product_price_discount: Generated<number>
    order_discount_amount: Generated<number>
    shipping_discount_amount: Generated<number>
    delivery_charge: Generated<number>
    tax_amount: Generated<number>
    fees_total: Generated<number>
    /** Each fee as the cart listed it, JSON [{ name, amount }]; null for orders from before it was kept. */
    fees: string | null
    wallet_used: Generated<number>
    refunded: Generated<number>
    item_count: Generated<number>
    first_items: Generated<string> // JSON string[]
    notes: string | null
    placed_at: string | null
    cancelled_at: string | null
    cancel_reason: string | null
    cancelled_by: string | null // 'shopper' | 'owner' | 'system'
    /** Set once the Razorpay order exists (online payment); the payment's id once it is paid. */
    razorpay_order_id: string | null
    razorpay_payment_id: string | null
  }
  /** An order's lines as they were when it was placed. */
  order_lines: {
    id: Generated<number>
    order_id: number
    product_id: number
    name: string
    slug: string
    image: string | null // JSON Image
    options: string // JSON {name, value, price}[]
    selected_attributes: string // JSON number[]
    selected_multi_attributes: string // JSON number[]
    unit_price: number
    quantity: number
    line_total: number
    /** Where the line's stock was taken ('branch' | 'product'), so a cancel gives it back there; null = not tracked. */
    stock_source: string | null
  }
  /** An order's timeline: each status move, payment, refund and give-back. */
  order_events: { id: Generated<number>; order_id: number; status: string; note: string; at: string }
  /** Store-wide counters bumped inside transactions (the order number). */
  counters: { name: string; value: number }
  /** place-order's Idempotency-Key: the first answer per shopper and key, kept 24 h. */
  idempotency_keys: {
    user_id: number
    key: string
    /** SHA-256 of the request (body and branch): the same key with another request is refused. */
    request_hash: string
    order_id: number | null
    status_code: number | null
    response: string | null // JSON
    created_at: string
  }
}
