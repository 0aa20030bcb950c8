/**
 * What the API document says about who may call and how calls are grouped (decision 0065): the tags an
 * endpoint may carry, the security schemes, and the requirements a contract names. Plain data, so the
 * browser's type imports of the contracts pull nothing in.
 */

/** Every tag an operation may carry, with the sentence the document shows for it. */
export const API_TAGS = {
  store: "The store's settings, layout and cache versions: what every page starts from",
  pages: 'Content pages (about, terms, privacy…)',
  catalogue: 'Products, categories and search',
  delivery: 'Where the store delivers, and address search',
  cart: "The shopper's cart: a guest's by its guest-id, a logged-in shopper's by the token",
  discounts: 'Offers and coupons on the cart',
  accounts: 'Registering, logging in (password or one-time code), password reset and the profile',
  addresses: "The shopper's delivery addresses",
  orders: 'Checkout, payment, the order history, tracking and cancelling',
  wallet: "The shopper's wallet and its history",
  rewards: 'Rewards the shopper has earned',
  'scratch-cards': "The shopper's scratch cards",
  referrals: 'Referral codes and what they earn',
  reviews: 'Product ratings and reviews',
  wishlist: "The shopper's wishlist",
  downloads: 'Files of digital orders and their download links',
  push: "Order news by web push: the store's public key and the shopper's devices",
  admin: "The owner API: catalogue, layout, settings, orders and promotions, behind the owner's token",
} as const
export type ApiTag = keyof typeof API_TAGS

/**
 * The security schemes the document declares. `guestId` is not a secret but it is what a guest's cart
 * is keyed by (spec §6): a random UUID the browser makes once; without it or a login a cart call is a 422.
 */
export const SECURITY_SCHEMES = {
  shopperToken: {
    type: 'http',
    scheme: 'bearer',
    description: 'The `authToken` answered by register, login or login-otp. An unknown or expired token is a 401.',
  },
  guestId: {
    type: 'apiKey',
    in: 'header',
    name: 'guest-id',
    description: "A UUID the browser generates once and keeps: it names a guest's cart, which follows the guest into an account.",
  },
  ownerToken: {
    type: 'http',
    scheme: 'bearer',
    description: "The owner token (OWNER_TOKEN, or the one printed at the store's first start).",
  },
  razorpaySignature: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Razorpay-Signature',
    description: "The HMAC-SHA256 of the body with the webhook's secret (RAZORPAY_WEBHOOK_SECRET), as Razorpay signs it.",
  },
} as const
export type SecurityScheme = keyof typeof SECURITY_SCHEMES

/** One OpenAPI security requirement list: any one entry suffices; `{}` means no credential at all. */
export type Access = readonly Readonly<Partial<Record<SecurityScheme, readonly []>>>[]

/** The requirements contracts and scopes name. */
export const ACCESS = {
  /** Anyone, with nothing. */
  public: [],
  /** A guest's guest-id or a shopper's token: the cart and its offers. */
  cart: [{ guestId: [] }, { shopperToken: [] }],
  /** Nothing needed; a guest-id brings the guest's cart into the account. */
  login: [{}, { guestId: [] }],
  /** Nothing needed; a shopper's token shows the shopper's own details too. */
  optionalShopper: [{}, { shopperToken: [] }],
  /** A logged-in shopper (the shopper scope, decision 0040). */
  shopper: [{ shopperToken: [] }],
  /** The owner API. */
  owner: [{ ownerToken: [] }],
  /** Razorpay's webhook. */
  razorpay: [{ razorpaySignature: [] }],
} as const satisfies Record<string, Access>
