import { chromium } from 'playwright-core'

/** One screen of spec §2 to measure: its path, and whether it is the logged-in shopper's. */
export interface Screen {
  name: string
  path: string
  loggedIn: boolean
  /** The screen answers 404 on purpose (spec §2's not-found page): Lighthouse measures it anyway. */
  notFound?: boolean
}

const OWNER = { authorization: 'Bearer bench-owner-token-0123456789abcdef' }

async function call<T>(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const res = await fetch(url, {
    method: init.method ?? 'GET',
    headers: { ...init.headers, ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${res.status} ${text}`)
  return JSON.parse(text) as T
}

/**
 * A shopper made through the API as one would arrive at each screen: an address, a delivered order
 * (tracking, order-placed and its reviews), a wishlist entry and a cart for the cart and checkout.
 * Answers the session the browser keeps (spec §3: the token and the details from registration).
 */
export async function prepareShopper(base: string): Promise<{ session: unknown; orderId: string }> {
  const stamp = Date.now()
  const shopper = {
    name: 'Bench',
    email: `bench.${stamp}@example.com`,
    phone: `+1555${String(stamp).slice(-7)}`,
    password: 'long enough secret',
  }
  const { authToken, user } = await call<{ authToken: string; user: object }>(`${base}/api/register`, { method: 'POST', body: shopper })
  const auth = { authorization: `Bearer ${authToken}` }
  const address = {
    label: 'Home',
    name: 'Bench',
    phone: shopper.phone,
    line1: '7 Elm Avenue',
    city: 'Springfield',
    state: 'IL',
    pincode: '10001',
  }
  const { address: saved } = await call<{ address: { id: number } }>(`${base}/api/address/add`, {
    method: 'POST',
    body: address,
    headers: auth,
  })
  const { product } = await call<{ product: { id: number } }>(`${base}/api/get-product?slug=lasagne-al-forno`)
  const add = () => call(`${base}/api/cart/add`, { method: 'POST', body: { product_id: product.id, quantity: 1 }, headers: auth })
  await add()
  const { order } = await call<{ order: { id: string } }>(`${base}/api/place-order`, {
    method: 'POST',
    body: { fulfilment: 'delivery', address_id: saved.id, payment_method: 'cod' },
    headers: { ...auth, 'idempotency-key': `bench-${stamp}` },
  })
  for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'])
    await call(`${base}/api/admin/orders/${order.id}/status`, { method: 'POST', body: { status }, headers: OWNER })
  await call(`${base}/api/toggle-wishlist-product`, { method: 'POST', body: { product_id: product.id }, headers: auth })
  await add()
  // zustand's persist format under the store's one key (apps/web app/store.ts STORAGE_KEY).
  return { session: { state: { user: { ...user, authToken } }, version: 0 }, orderId: order.id }
}

/** Every shopper screen of spec §2, with the ids the demo store and the shopper give them. */
export async function shopperScreens(base: string, orderId: string): Promise<Screen[]> {
  const { product } = await call<{ product: { id: number } }>(`${base}/api/get-product?slug=margherita-pizza`)
  const { pages } = await call<{ pages: { slug: string }[] }>(`${base}/api/get-pages`)
  const out = (name: string, path: string): Screen => ({ name, path, loggedIn: false })
  const mine = (name: string, path: string): Screen => ({ name, path, loggedIn: true })
  return [
    out('home', '/'),
    out('category', '/category/pizzas'),
    out('product', '/product/margherita-pizza'),
    out('product reviews', `/product/reviews/${product.id}`),
    out('content page', `/page/${pages[0]?.slug ?? 'about'}`),
    out('search', '/search'),
    out('login', '/login'),
    out('register', '/register'),
    out('forgot password', '/forgot-password'),
    { ...out('not found', '/404'), notFound: true },
    mine('cart', '/cart'),
    mine('discounts', '/cart/discounts'),
    mine('checkout', '/checkout'),
    mine('order placed', `/order-placed/${orderId}`),
    mine('tracking', `/track-order/${orderId}`),
    mine('account', '/account'),
    mine('edit profile', '/account/edit-profile'),
    mine('addresses', '/account/addresses'),
    mine('add address', '/account/add-address'),
    mine('wishlist', '/account/wishlist'),
    mine('wallet', '/account/wallet'),
    mine('rewards', '/account/rewards'),
    mine('scratch cards', '/account/scratch-cards'),
    mine('my orders', '/account/my-orders'),
    mine('order reviews', `/account/my-orders/reviews/${orderId}`),
    mine('refer a friend', '/refer-a-friend'),
  ]
}

/**
 * Before a logged-in screen's run: the shopper's session in the browser's local storage (as after a
 * login), and no service worker or caches from an earlier run, so each run is a first visit of a
 * logged-in shopper with a cold cache. Lighthouse then runs with its storage reset off (it would
 * clear the session).
 * With `session` null the origin is only cleared (a guest's first visit).
 */
export async function seedSession(chromePort: number, base: string, session: unknown | null): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
  try {
    const page = await browser.contexts()[0]!.newPage()
    // A file of the store, not a screen: the app (and its service worker) does not start here.
    await page.goto(`${base}/robots.txt`)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'service_workers,cache_storage,indexeddb,local_storage' })
    // Lighthouse clears the HTTP cache only with its storage reset, which a logged-in run turns off.
    await cdp.send('Network.clearBrowserCache')
    if (session !== null) await page.evaluate((value) => localStorage.setItem('storefront', value), JSON.stringify(session))
    await page.close()
  } finally {
    // Leaves Lighthouse's Chromium running: closing a CDP connection does not end the browser.
    await browser.close()
  }
}
