import type { Generated } from 'kysely'

/**
 * The database as Kysely sees it. Booleans are stored as integers 0/1 and JSON as text in both
 * dialects, so one query runs unchanged on SQLite and PostgreSQL (docs/decisions/0002-database.md).
 */
export interface Database {
  settings: { key: string; value: string }
  app_secrets: { key: string; value: string }
  cache_versions: { key: string; version: number }
  branches: {
    id: Generated<number>
    name: string
    address: string
    phone: string
    pincodes: string // JSON string[]
    opening_hours: string // JSON OpeningHours[]
    is_open: number
    position: number
    /** Delivery rules: a flat fee, free from an order subtotal (null = never). */
    delivery_fee: Generated<number>
    free_delivery_above: number | null
    /** Estimated minutes from order to door (issue 9 pincode check). */
    delivery_minutes: Generated<number>
    /** Whether shoppers may collect orders here (issue 10); 1 until the owner says not. */
    offers_pickup: Generated<number>
  }
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
  multi_attribute_values: {
    id: Generated<number>
    multi_attribute_id: number
    value: string
    price: number | null
    dependencies: string // JSON number[] of single-choice value ids
    variant_prices: string // JSON {variant_id, price}[]
    position: number
  }
  banners: {
    id: Generated<number>
    title: string
    image: string // JSON Image
    link_type: string
    link_slug: string | null
    custom_url: string | null
    position: number
  }
  layout_entries: {
    id: Generated<number>
    code: string
    type: string
    data: string // JSON
    settings: string // JSON
    position: number
    unique_id: string | null
  }
  pages: { id: Generated<number>; title: string; slug: string; content: string; position: number }
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
  orders: {
    id: Generated<number>
    owner_key: string
    branch_id: number
    /** A cancelled order does not count as an order for offers. */
    status: string
    coupon_code: string | null
    total: number
    created_at: string
    /** issue 10 checkout (decision 0018); rows from before checkout have the defaults. */
    /** ≥128 random bits, base64url: the id in tracking links. */
    public_id: string | null
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
  /** An order's lines as they were when it was placed (issue 10). */
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
  /** place-order's Idempotency-Key (issue 10): the first answer per shopper and key, kept 24 h. */
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
  /** A shopper's wallet balance in minor units; never negative (a CHECK and conditional updates). */
  wallets: { user_id: number; balance: Generated<number> }
  /** Every wallet movement, append-only (issue 10; issue 11 shows it and credits scratch cards through it). */
  wallet_ledger: {
    id: Generated<number>
    user_id: number
    direction: string // 'credit' | 'debit'
    amount: number
    reason: string
    reference_type: string // 'order' | 'refund' | 'card' | 'referral' | 'adjustment'
    reference_id: string | null
    balance_after: number
    created_at: string
  }
  /** Razorpay webhook events already handled, by X-Razorpay-Event-Id (issue 10, decision 0021). */
  payment_webhook_events: { event_id: string; event: string; received_at: string }
  /** Refunds asked of Razorpay (or made in its dashboard) and whether its bank has processed them. */
  payment_refunds: {
    id: Generated<number>
    order_id: number
    razorpay_payment_id: string
    /** Our name for the refund, also in its notes (store_refund). */
    reference: string
    razorpay_refund_id: string | null
    amount: number
    status: string // 'requested' | 'pending' | 'processed' | 'failed'
    origin: string // 'store' | 'late' | 'external'
    created_at: string
    processed_at: string | null
  }
  /** Payment follow-ups claimed like the outbox: expiry of unpaid online orders, refunds of late payments. */
  payment_jobs: {
    id: Generated<number>
    key: string
    kind: string // 'expire' | 'refund_late'
    order_id: number
    razorpay_payment_id: string | null
    amount: number | null
    status: string // 'pending' | 'running' | 'done' | 'failed'
    attempts: Generated<number>
    next_attempt_at: string
    claim: string | null
    last_error: string | null
    outcome: string | null
    created_at: string
  }
  users: {
    id: Generated<number>
    name: string
    /** Lower-cased; unique when present. */
    email: string | null
    /** E.164 (+919876543210); unique when present. */
    phone: string | null
    /** Argon2id (PHC string); null for an account made by a code login. */
    password_hash: string | null
    referral_code: string
    email_verified: Generated<number>
    phone_verified: Generated<number>
    created_at: string
    /** SHA-256 (hex, first 32) of the shopper's picture in avatars; null = none. Names its URL. */
    avatar_hash: Generated<string | null>
  }
  /** Sessions: only the SHA-256 of each token is kept. */
  auth_tokens: { token_hash: string; user_id: number; created_at: string; last_used_at: string }
  /** Fixed-window counters for rate limits that must hold across servers. */
  rate_counters: { key: string; window_start: string; count: number }
  /** One 256×256 WebP per shopper who has set a picture (issue 9). */
  avatars: { user_id: number; hash: string; image: Buffer; updated_at: string }
  /** A product's downloadable file (issue 11, decision 0024); its bytes are in product_file_chunks. */
  product_files: {
    id: Generated<number>
    product_id: number
    file_name: string
    content_type: string
    size: number
    sha256: string
    chunk_count: number
    updated_at: string
  }
  /** The file's bytes, 1 MiB a row, so a download streams without holding the whole file in memory. */
  product_file_chunks: { file_id: number; seq: number; bytes: Buffer }
  /** One paid line's download link: downloads left, and its expiry once the order is paid. */
  download_links: {
    id: Generated<number>
    order_id: number
    order_line_id: number
    product_id: number
    user_id: number
    name: string
    downloads_left: number
    issued_at: string | null
    expires_at: string | null
    link_base: string
    created_at: string
  }
  /** SHA-256 of a link's tokens: one for the mail, one for the order's page (replaced each time the page asks). */
  download_tokens: { token_hash: string; link_id: number; purpose: string; created_at: string }
  addresses: {
    id: Generated<number>
    user_id: number
    label: string
    name: string
    phone: string
    line1: string
    line2: string | null
    landmark: string | null
    city: string
    state: string
    pincode: string
    lat: number | null
    lng: number | null
    place_id: string | null
    /** Exactly one address of a shopper who has any is the default. */
    is_default: Generated<number>
    created_at: string
  }
  /** Mails and SMS waiting to be sent, or kept after sending (decision 0014). */
  outbox: {
    id: Generated<number>
    channel: string // 'mail' | 'sms'
    recipient: string
    subject: string | null
    body: string
    status: string // 'pending' | 'sending' | 'sent' | 'failed'
    attempts: Generated<number>
    /** When a pending row may be sent; for a row being sent, when its claim lapses (its server died). */
    next_attempt_at: string
    /** Which worker holds a 'sending' row. */
    claim: string | null
    last_error: string | null
    created_at: string
    sent_at: string | null
  }
  /** One-time codes: only a salted hash of each code is kept (decision 0014). */
  one_time_codes: {
    id: Generated<number>
    purpose: string // 'login' | 'verify_email' | 'verify_phone'
    /** The e-mail (lower-cased) or phone the code was sent to. */
    contact: string
    /** The account a verification code belongs to; null for a login code. */
    user_id: number | null
    code_hash: string
    salt: string
    tries: Generated<number>
    expires_at: string
    /** Set when the code is used, or replaced by a newer one. */
    used_at: string | null
    created_at: string
  }
  /** Password-reset links: only the SHA-256 of each token is kept. */
  password_resets: { token_hash: string; user_id: number; expires_at: string; used_at: string | null; created_at: string }
  /** Who brought whom (issue 11, decision 0020): one row per referred account. */
  referrals: {
    id: Generated<number>
    referrer_id: number
    referred_id: number
    state: string // 'pending' | 'rewarded' | 'refused'
    /** Why a refused referral earns nothing (core's ReferralReason). */
    reason: string | null
    /** What each wallet got, set when rewarded (minor units). */
    referrer_bonus: number | null
    friend_bonus: number | null
    created_at: string
    settled_at: string | null
  }
  /** The owner's referral settings: one row, id 1. */
  referral_settings: { id: number; enabled: number; referrer_bonus: number; friend_bonus: number; per_referrer_limit: number | null }
  /** The owner's scratch-card campaigns (issue 11, decision 0023). */
  scratch_campaigns: {
    id: Generated<number>
    name: string
    starts_at: string
    /** null: no end. */
    ends_at: string | null
    min_order_total: number
    card_valid_days: number
    is_active: number
    created_at: string
  }
  /** A campaign's prizes in the owner's order; a weight is the prize's share of the draw. */
  scratch_prizes: {
    id: Generated<number>
    campaign_id: number
    position: number
    kind: string // 'wallet' | 'coupon' | 'none'
    weight: number
    min_amount: number | null
    max_amount: number | null
    coupon_code: string | null
  }
  /** A shopper's card with the prize decided when it was issued; shown only once redeemed. */
  scratch_cards: {
    id: Generated<number>
    user_id: number
    campaign_id: number
    /** Unique: one card per delivered order. Null for a card given without an order (the demo's). */
    order_id: number | null
    order_number: number | null
    title: string
    prize_kind: string // 'wallet' | 'coupon' | 'none'
    prize_amount: number | null
    prize_coupon_code: string | null
    issued_at: string
    expires_at: string
    redeemed_at: string | null
  }
  /** issue 11: one review per order item of a delivered order (decision 0022). */
  reviews: {
    id: Generated<number>
    product_id: number
    user_id: number
    /** orders.id and order_lines.id (internal ids, never shown). */
    order_id: number
    order_item_id: number
    rating: number
    review: string | null
    /** "Priya S." as the shopper's name was when they wrote or last changed the review. */
    name: string
    hidden: Generated<number>
    created_at: string
    updated_at: string
  }
  /** Each product's visible ratings by stars, kept by relative updates in the review's transaction (decision 0022). */
  product_ratings: {
    product_id: number
    count_1: Generated<number>
    count_2: Generated<number>
    count_3: Generated<number>
    count_4: Generated<number>
    count_5: Generated<number>
    rating_sum: Generated<number>
    review_count: Generated<number>
  }
  /** issue 11: one row per shopper and product, with a copy of the card for when the product is gone (decision 0019). */
  wishlist_items: {
    id: Generated<number>
    user_id: number
    product_id: number
    name: string
    slug: string
    image: string | null // JSON Image
    price: number
    created_at: string
  }
}
