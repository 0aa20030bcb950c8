import type { Generated } from 'kysely'

/** Store-wide tables: settings and secrets, cache versions, rate limits, the outbox, branches and content. */
export interface StoreTables {
  settings: { key: string; value: string }
  app_secrets: { key: string; value: string }
  cache_versions: { key: string; version: number }
  /** Fixed-window counters for rate limits that must hold across servers. */
  rate_counters: { key: string; window_start: string; count: number }
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
    /** Estimated minutes from order to door. */
    delivery_minutes: Generated<number>
    /** Whether shoppers may collect orders here; 1 until the owner says not. */
    offers_pickup: Generated<number>
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
  pages: {
    id: Generated<number>
    title: string
    slug: string
    content: string
    position: number
    /** 0: a draft, which shoppers never see (the storefront answers 404). */
    published: Generated<number>
    /** The head's title and description when set; otherwise the title and the start of the content. */
    seo_title: Generated<string>
    seo_description: Generated<string>
  }
  /** The owner's draft of the home layout (decision 0083): one row, key 'home'. */
  layout_drafts: { key: string; entries: string; saved_at: string; saved_by: string }
  /** The last published layouts (at most 20 kept), for restore. */
  layout_publications: {
    id: Generated<number>
    entries: string // JSON OwnerLayoutEntry[]
    published_at: string
    staff_id: number | null
    actor: string
    restored_from: number | null
  }
  /** SHA-256 of the preview frame's tokens, each valid until expires_at. */
  layout_preview_tokens: { token_hash: string; staff_id: number | null; expires_at: string }
  /** The logo, icons and social card made from one upload (decision 0086). */
  brand_images: { hash: string; name: string; width: number; height: number; image: Buffer; created_at: string }
}
