/** spec §9: the default branch id when the shopper has not chosen one. */
export const DEFAULT_BRANCH_ID = 1
/** The cookie naming the shopper's branch, so the server renders the first screen with its prices (decision 0045). */
export const BRANCH_COOKIE = 'branch_id'

/** A branch's estimated delivery time when the owner has not set one. */
export const DEFAULT_DELIVERY_MINUTES = 35

/**
 * The setting get-data answers with `true` when address search (Google Places) is configured on the
 * server; the web hides the search field when it is `false`, and the address form works by hand
 *. Computed by the server, like money_style; an owner cannot set it.
 */
export const ADDRESS_SEARCH_SETTING = 'address_search_enabled'

/**
 * Form limits, one definition each, read by the server's schemas and the web's inputs: an e-mail
 * address (RFC 5321's longest path), a person's name, a phone number (digits, spaces, dashes, one +).
 */
export const EMAIL_MAX_LENGTH = 254
export const NAME_MAX_LENGTH = 100
/** The name of what the owner makes: a product, a category, a branch, an offer. */
export const OWNER_NAME_MAX_LENGTH = 200
/** The longest search-products `q`: the search box's limit, and where a shared link's longer query is cut. */
export const SEARCH_QUERY_MAX_LENGTH = 200
export const PHONE_MIN_LENGTH = 8
export const PHONE_MAX_LENGTH = 20
export const PHONE_PATTERN = '^\\+?[0-9][0-9 -]{6,18}[0-9]$'
/** An address's lines, its city or state, its postal code. */
export const ADDRESS_LINE_MAX_LENGTH = 200
export const PLACE_NAME_MAX_LENGTH = 100
export const PINCODE_MIN_LENGTH = 3
export const PINCODE_MAX_LENGTH = 10
/** A one-time code's digits (DESIGN: 6 digits). */
export const ONE_TIME_CODE_LENGTH = 6
/** An ISO 8601 instant (`2026-11-25T15:30:00.000+05:30` is 29 characters). */
export const DATE_TIME_MAX_LENGTH = 40

/** Passwords are 8 to 128 characters; longer input is refused before it is hashed. */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

/** A shopper keeps at most this many addresses, each labelled one of these. */
export const MAX_ADDRESSES = 20
export const ADDRESS_LABELS = ['Home', 'Work', 'Other'] as const

/** User/change-avatar takes one file in this multipart field, at most this large. */
export const AVATAR_FIELD = 'image'
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024

/** Reviews: text up to this many characters (after trimming), editable this many days, this many a page. */
export const REVIEW_MAX_LENGTH = 1000
export const REVIEW_EDIT_DAYS = 30
export const REVIEWS_PER_PAGE = 10
/** The stars' colour when the owner has not set plugin_product_reviews_star_color (or set something that is not a colour). */
export const DEFAULT_STAR_COLOR = '#f59e0b'

/**
 * The owner's app (decision 0050): each role may do what the one after it may, and more. owner:
 * everything; manager: everything but staff and settings; staff: orders and reviews.
 */
export const STAFF_ROLES = ['owner', 'manager', 'staff'] as const
export type StaffRole = (typeof STAFF_ROLES)[number]
/** An audit entry names what changed by its type and id (an order's public id, a product's number). */
export const AUDIT_OBJECT_TYPE_MAX_LENGTH = 40
