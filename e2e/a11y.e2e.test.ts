import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { logIn, openPage, visit, type Width } from './support/pages.ts'

const PASSWORD = 'long enough secret'
/** WCAG 2.2 AA, as axe-core names its rules' tags. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core over every shopper screen of spec §2, as a guest and logged in, at 375 and 1280 px: no
 * serious or critical violation of WCAG 2.2 AA. Dialogs (the options panel, the branch picker) are
 * checked open. A failure lists each violation with its rule, its element and axe's summary.
 */
describe.skipIf(!browserAvailable)('accessibility of every screen (axe-core, WCAG 2.2 AA)', () => {
  const journey = useStoreAndBrowser()

  const api = async <T>(method: string, path: string, body: object | null, token?: string): Promise<T> => {
    const res = await fetch(`${journey.store.url}${path}`, {
      method,
      headers: {
        'content-type': 'application/json',
        ...(token && { authorization: `Bearer ${token}` }),
        'idempotency-key': `a11y-${Math.random()}`,
      },
      ...(body && { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }

  /** A registered shopper with a placed order, for the account screens. */
  async function shopperWithOrder(width: Width) {
    const email = `a11y.${width}.${Date.now()}@example.com`
    const phone = `+91977${String(Date.now()).slice(-7)}`
    const { authToken } = await api<{ authToken: string }>('POST', '/api/register', { name: 'Ira Shah', email, phone, password: PASSWORD })
    const { product: tiramisu } = await api<{ product: { id: number } }>('GET', '/api/get-product?slug=tiramisu', null)
    await api('POST', '/api/cart/add?branch_id=1', { product_id: tiramisu.id, quantity: 1 }, authToken)
    const { order } = await api<{ order: { id: string } }>(
      'POST',
      '/api/place-order?branch_id=1',
      { fulfilment: 'pickup', payment_method: 'cod' },
      authToken,
    )
    await api('POST', '/api/cart/add?branch_id=1', { product_id: tiramisu.id, quantity: 2 }, authToken)
    return { email, orderId: order.id, tiramisuId: tiramisu.id }
  }

  /** axe's serious and critical findings on the page as it is now, one line each. */
  async function violations(page: Page, label: string): Promise<string[]> {
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) =>
        v.nodes.map(
          (n) => `${label}: ${v.id} (${v.impact}) at ${n.target.join(' ')}: ${n.failureSummary?.split('\n')[1]?.trim() ?? v.help}`,
        ),
      )
  }

  /** Opens each screen, waits for its content (no skeleton left), and collects what axe finds. */
  async function scan(page: Page, screens: [string, string][], who: string, width: Width): Promise<string[]> {
    const found: string[] = []
    for (const [path, ready] of screens) {
      await visit(page, `${journey.store.url}${path}`)
      await page.waitForLoadState('networkidle')
      // Loaded: no skeleton or busy region left, and the screen's own text is there.
      await page.waitForFunction(() => !document.querySelector('.animate-pulse, [aria-busy="true"]'))
      await page
        .getByText(ready, { exact: false })
        .first()
        .waitFor({ timeout: 5_000 })
        .catch(() => {
          throw new Error(`${path}: "${ready}" never showed`)
        })
      found.push(...(await violations(page, `${who} ${width} ${path}`)))
    }
    return found
  }

  /** The screens anyone can open, with the text each shows once loaded. */
  const publicScreens = (account: { tiramisuId: number; orderId: string }): [string, string][] => [
    ['/', 'Pizza favourites'],
    ['/category/pizzas', 'Margherita Pizza'],
    ['/product/tiramisu', 'Tiramisu'],
    [`/product/reviews/${account.tiramisuId}`, 'Reviews of Tiramisu'],
    ['/search?q=pizza', 'Margherita Pizza'],
    ['/page/about-us', 'About'],
    [`/track-order/${account.orderId}`, 'Order #'],
    ['/nope', 'not found'],
    ['/download/unknown', 'link'],
  ]

  // Each width in three tests (a guest's screens, a logged-in shopper's, their cart and account): one axe scan of a screen
  // takes 1-12 s on a busy 2-core machine, and 37 of them in one test outgrew its time.
  for (const width of ['phone', 'desktop'] as const) {
    const px = width === 'phone' ? 375 : 1280
    it(`finds nothing serious on any screen at ${px}px as a guest`, { timeout: 180_000 }, async () => {
      const account = await shopperWithOrder(width)
      const { page, close } = await openPage(journey.browser, width)
      const found = await scan(
        page,
        [...publicScreens(account), ['/login', 'Password'], ['/register', 'Password'], ['/forgot-password', 'password']],
        'guest',
        width,
      )
      // A guest's cart, and the options panel open over a product with choices.
      await visit(page, `${journey.store.url}/product/margherita-pizza`)
      await page
        .getByRole('button', { name: /add to cart/i })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
      found.push(...(await violations(page, `guest ${width} options panel`)))
      await close()
      expect(found).toEqual([])
    })

    it(`finds nothing serious on the store's screens at ${px}px logged in`, { timeout: 240_000 }, async () => {
      const account = await shopperWithOrder(width)
      const { page, close } = await openPage(journey.browser, width)
      await logIn(page, journey.store.url, account.email, PASSWORD)
      const found = await scan(page, publicScreens(account), 'shopper', width)
      // The branch picker, open.
      await visit(page, `${journey.store.url}/`)
      await page
        .getByRole('button', { name: /Downtown/ })
        .first()
        .click()
      await page.getByRole('dialog').waitFor()
      found.push(...(await violations(page, `shopper ${width} branch picker`)))
      await close()
      expect(found).toEqual([])
    })

    it(`finds nothing serious on the cart, checkout and account screens at ${px}px`, { timeout: 240_000 }, async () => {
      const account = await shopperWithOrder(width)
      const { page, close } = await openPage(journey.browser, width)
      await logIn(page, journey.store.url, account.email, PASSWORD)
      const found = await scan(
        page,
        [
          ['/cart', 'Tiramisu'],
          ['/cart/discounts', 'WELCOME10'],
          ['/checkout', 'Place order'],
          ['/account', 'Ira'],
          ['/account/my-orders', 'Tiramisu'],
          [`/account/my-orders/${account.orderId}`, 'Tiramisu'],
          ['/account/addresses', 'address'],
          ['/account/add-address', 'Pincode'],
          ['/account/edit-profile', 'Phone'],
          ['/account/wallet', 'Wallet'],
          ['/account/rewards', 'Rewards'],
          ['/account/scratch-cards', 'Scratch'],
          ['/account/wishlist', 'Wishlist'],
          ['/refer-a-friend', 'Refer'],
          [`/order-placed/${account.orderId}`, 'Tiramisu'],
        ],
        'shopper',
        width,
      )
      await close()
      expect(found).toEqual([])
    })
  }
})
