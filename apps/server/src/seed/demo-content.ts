import type { CouponInput, LayoutInput, ReferralSettings } from '@store/core'
import { demoImage } from '../web/demo-images.ts'

const logo = demoImage('Bella Forno', 12, 256, 256)

/** Plugins exist in every store but stay off until the owner enables them (spec §1). */
const PLUGINS_OFF = {
  plugin_whatsapp_chat_enable: false,
  plugin_analytics_enable: false,
  plugin_wheel_of_popups_enable: false,
  plugin_social_proof_enable: false,
  plugin_tawk_chat_enable: false,
  plugin_crisp_chat_enable: false,
  plugin_cookie_consent_enable: false,
}

export const EMPTY_SETTINGS = {
  storeName: 'My Store',
  locale: 'en-US',
  currencyCode: 'USD',
  decimalPlaces: '2',
  symbolPlacement: 'before',
  globalStoreEnable: true,
  store_type: 'food',
  storeBgColor: '#1f2937',
  storeTextOnBgColor: '#ffffff',
  storeTextColor: '#111827',
  ...PLUGINS_OFF,
}

export const DEMO_SETTINGS = {
  ...EMPTY_SETTINGS,
  storeName: 'Bella Forno',
  logo: logo.url,
  storeBgColor: '#c2410c',
  storeTextOnBgColor: '#ffffff',
  storeTextColor: '#1c1917',
  plugin_product_reviews_star_color: '#f59e0b',
  addedProduct: true,
  seo_meta_title: 'Bella Forno — wood-fired pizza, burgers and more',
  seo_meta_description: 'Order pizza, burgers, pasta, salads and coffee from Bella Forno for delivery or pickup.',
  og_image: demoImage('Bella Forno', 12, 1200, 630).url,
  general_title_prefix: '',
  product_title_prefix: '',
  product_title_suffix: ' | Bella Forno',
  category_title_prefix: '',
  category_title_suffix: ' | Bella Forno',
  page_title_prefix: '',
  page_title_suffix: ' | Bella Forno',
  product_description_prefix: '',
  product_description_suffix: '',
  category_description_prefix: 'Order ',
  category_description_suffix: ' from Bella Forno.',
  page_description_prefix: '',
  page_description_suffix: '',
  favicon_512: logo.url,
  favicon_192: logo.url,
  favicon_144: logo.url,
  favicon_128: logo.url,
  favicon_96: logo.url,
  favicon_48: logo.url,
  favicon_36: logo.url,
  favicon_32: logo.url,
  favicon_16: logo.url,
  // Prices include 8% tax; a small packaging fee on every order.
  tax_rate_bp: '800',
  prices_include_tax: true,
  additional_fees: JSON.stringify([{ name: 'Packaging fee', amount: 50 }]),
  powered_by_zepio: '<p>Powered by <a href="/page/about-us">Bella Forno</a> · © 2026</p>',
}

export const DEMO_PAGES = [
  {
    title: 'About us',
    slug: 'about-us',
    content:
      '<h2>Our kitchen</h2><p>Bella Forno has baked pizza in a wood-fired oven since 2009. Our dough rests for 48 hours; our tomatoes come from San Marzano.</p><p>Visit us Downtown or at Riverside.</p>',
  },
  {
    title: 'Terms and privacy',
    slug: 'terms-and-privacy',
    content:
      '<h2>Orders</h2><p>Prices include the branch you order from. Delivery is available to the postcodes each branch serves.</p><h2>Privacy</h2><p>We use your details only to deliver your order.</p>',
  },
]

/** A home page that uses every block code of spec §2, plus one plugin entry (off until enabled). */
export const DEMO_LAYOUT = (bannerIds: number[]): LayoutInput['entries'] => [
  { code: 'top_nav', type: 'designElement', data: { show_search: true } },
  { code: 'banner_slider', type: 'designElement', data: { banner_ids: bannerIds }, settings: { autoplay_ms: 3000, speed_ms: 500 } },
  { code: 'search_block', type: 'designElement', data: { placeholder: 'Search for products...' } },
  { code: 'categories_horizontal_strip', type: 'designElement', data: { title: 'What are you craving?' } },
  { code: 'products_display', type: 'designElement', data: { title: 'Pizza favourites', category_slug: 'pizzas', limit: 6 } },
  { code: 'static_banner', type: 'designElement', data: { banner_ids: bannerIds.slice(2, 3) } },
  { code: 'product_horizontal_strip', type: 'designElement', data: { title: 'Burgers', category_slug: 'burgers', limit: 8 } },
  {
    code: 'slider_centered',
    type: 'designElement',
    data: { banner_ids: bannerIds.slice(0, 2) },
    settings: { autoplay_ms: 3000, speed_ms: 500 },
  },
  { code: 'categories_grid', type: 'designElement', data: { title: 'All categories' } },
  {
    code: 'custom_html_block',
    type: 'designElement',
    data: { html: '<h3>Free delivery over $30</h3><p>From both branches, every day.</p>' },
  },
  { code: 'plugin_social_proof', type: 'plugin', data: {}, uniqueId: 'social-proof-1' },
  { code: 'products_infinite_scroll', type: 'designElement', data: { title: 'Everything on the menu', per_page: 12 } },
  { code: 'bottom_nav', type: 'designElement', data: { items: ['home', 'search', 'cart', 'account'] } },
]

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

/** Demo coupons and one automatic offer, covering every kind and condition. */
export const DEMO_COUPONS = (riversideId: number): CouponInput[] => [
  {
    code: 'WELCOME10',
    title: '10% off your order',
    description: 'Up to $5 off orders from $15.',
    kind: 'percentage',
    value: 1000,
    max_discount: 500,
    min_order: 1500,
    first_order_only: true,
  },
  { code: 'FLAT5', title: '$5 off', description: 'Five dollars off orders from $25.', kind: 'flat', value: 500, min_order: 2500 },
  {
    code: 'FREERIVER',
    title: 'Free delivery from Riverside',
    description: 'Riverside delivers your order free.',
    kind: 'free_delivery',
    value: 0,
    branch_id: riversideId,
  },
  {
    code: 'FIRST100',
    title: '20% off for the first 100',
    description: 'Only 100 uses in all.',
    kind: 'percentage',
    value: 2000,
    max_discount: 1000,
    total_limit: 100,
    per_user_limit: 1,
  },
  {
    code: 'SPRING',
    title: 'Spring special',
    description: 'Ended in spring.',
    kind: 'flat',
    value: 300,
    starts_at: inDays(-200),
    ends_at: inDays(-100),
  },
  {
    code: 'FAMILY',
    title: 'Family feast: 15% off orders from $60',
    description: 'Applied by itself when your cart reaches $60.',
    kind: 'percentage',
    value: 1500,
    max_discount: 2000,
    min_order: 6000,
    is_automatic: true,
  },
]

/** A referral earns $5 for the shopper who shared the link and $3 for the friend, for up to 10 friends each. */
export const DEMO_REFERRALS: ReferralSettings = { enabled: true, referrer_bonus: 500, friend_bonus: 300, per_referrer_limit: 10 }
/** A store starts with referrals off until its owner sets the bonuses. */
export const NO_REFERRALS: ReferralSettings = { enabled: false, referrer_bonus: 0, friend_bonus: 0, per_referrer_limit: null }
