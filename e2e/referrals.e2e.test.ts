import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { ReferralsPage, WalletCheck } from '@store/core'
import path from 'node:path'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/**
 * The referral journey, at 375 and 1280 px: a friend opens the referrer's link, sees who
 * invited them, registers with the kept code, orders (cash on delivery, through the API as the
 * checkout would), the owner delivers, and both wallets hold the owner's bonuses; the referrer's
 * /refer-a-friend shows it. The demo store's settings: $5 for the referrer, $3 for the friend.
 */
const REFERRER_BONUS = 500
const FRIEND_BONUS = 300
const PASSWORD = 'correct horse battery 9'

/** Into screenshots/: the whole page on a phone, the viewport on a wide screen (the screen is a dialog over the long home page). */
async function screenshot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!.width > 768
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage: !wide })
}

describe.skipIf(!browserAvailable)('referral journey', () => {
  const journey = useStoreAndBrowser()

  /** A call as a shopper (Bearer) or as the owner, over HTTP like any client. */
  const call = async <T>(method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${journey.store.url}${path}`, {
      method,
      headers: {
        ...headers,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
    return JSON.parse(text) as T
  }
  const owner = <T>(method: string, path: string, body?: unknown) =>
    call<T>(method, path, null, body, { authorization: journey.store.ownerHeaders.authorization })
  const balance = async (token: string) => (await call<WalletCheck>('GET', '/api/check-wallet', token)).balance

  /** The screen of a child route: the dialog on wide screens, the page on phones (spec §2). */
  const screen = (page: Page, width: Width) => (width === 'desktop' ? page.getByRole('dialog') : page.locator('body'))

  for (const width of ['phone', 'desktop'] as Width[]) {
    const n = width === 'phone' ? 1 : 2
    const referrer = { name: 'Asha Verma', email: `asha-${width}@example.com`, phone: `+91 97000 0000${n}`, password: PASSWORD }
    const friend = { name: 'Ravi Kumar', email: `ravi-${width}@example.com`, phone: `+91 96000 0000${n}` }

    it(`at ${width === 'phone' ? 375 : 1280}px: from the link to both wallets credited`, async () => {
      const registered = await call<{ authToken: string; user: { referral_code: string } }>('POST', '/api/register', null, referrer)
      const code = registered.user.referral_code
      const referrerToken = registered.authToken

      let { page, close } = await openPage(journey.browser, width)
      // An unknown code says so kindly and still offers an account.
      await visit(page, `${journey.store.url}/r/ZZZZZZZZ`)
      await screen(page, width).getByRole('heading', { name: 'We could not find this invitation' }).waitFor()
      await screen(page, width).getByRole('link', { name: 'Create account' }).waitFor()
      await screenshot(page, `referral-landing-unknown-${width}`)

      // The link: who invited the friend (first name only) and what the friend gets.
      await visit(page, `${journey.store.url}/r/${code}`)
      const landing = screen(page, width)
      await landing.getByRole('heading', { name: 'Asha invited you' }).waitFor()
      expect(await landing.getByText('Verma').count()).toBe(0)
      await landing.getByText('$3', { exact: true }).waitFor()
      if (width === 'desktop') expect((await page.getByRole('dialog').boundingBox())!.width).toBeLessThanOrEqual(480)
      await screenshot(page, `referral-landing-${width}`)
      // The code is kept under the one storefront key for the registration.
      expect(await page.evaluate(() => JSON.parse(localStorage.getItem('storefront')!).state.referralCode)).toBe(code)

      await landing.getByRole('link', { name: 'Create account' }).click()
      await page.waitForURL(`${journey.store.url}/register`)
      await page.getByTestId('register-referral').getByText(code).waitFor()
      await page.getByLabel('Name').fill(friend.name)
      await page.getByLabel('E-mail').fill(friend.email)
      await page.getByLabel('Phone').fill(friend.phone)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Create account' }).click()
      await page.waitForURL(`${journey.store.url}/account`)
      const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront')!).state)
      expect(stored.referralCode).toBeNull() // used up by the registration
      const friendToken = stored.user.authToken as string

      const before = await call<ReferralsPage>('GET', '/api/user/referrals', referrerToken)
      expect(before.referrals).toMatchObject([{ name: 'Ravi K.', state: 'pending' }])

      // The friend's first order: cash on delivery to a saved address the Downtown branch serves.
      const { addresses } = await call<{ addresses: { id: number }[] }>('POST', '/api/address/add', friendToken, {
        label: 'Home',
        name: friend.name,
        phone: friend.phone,
        line1: '7 Elm Avenue',
        city: 'Springfield',
        state: 'Illinois',
        pincode: '10001',
      })
      const { product } = await call<{ product: { id: number } }>('GET', '/api/get-product?slug=garlic-pizza-bread', null)
      await call('POST', '/api/cart/add', friendToken, { product_id: product.id, quantity: 1 })
      const { order } = await call<{ order: { id: string } }>(
        'POST',
        '/api/place-order',
        friendToken,
        { fulfilment: 'delivery', address_id: addresses[0]!.id, payment_method: 'cod' },
        { 'idempotency-key': crypto.randomUUID() },
      )
      // Nothing is credited before delivery.
      expect(await balance(referrerToken)).toBe(0)
      for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered']) {
        await owner('POST', `/api/admin/orders/${order.id}/status`, { status })
      }
      expect(await balance(referrerToken)).toBe(REFERRER_BONUS)
      expect(await balance(friendToken)).toBe(FRIEND_BONUS)

      // Two more friends: one waiting for a first order, one with the referrer's own phone written another way.
      await call('POST', '/api/register', null, {
        ...friend,
        name: 'Meera Iyer',
        email: `meera-${width}@example.com`,
        phone: `+91 95000 0000${n}`,
        password: PASSWORD,
        referral_code: code,
      })
      await call('POST', '/api/register', null, {
        name: 'Asha V',
        email: `asha2-${width}@example.com`,
        phone: `0${referrer.phone.slice(4)}`,
        password: PASSWORD,
        referral_code: code,
      })

      // The referrer sees it on /refer-a-friend: the link, the offer, each friend's state. In a browser
      // of their own: clearing the friend's storage under a running app races the app writing its
      // logged-in state back, and /login would then send the friend on to /account.
      await close()
      ;({ page, close } = await openPage(journey.browser, width))
      await visit(page, `${journey.store.url}/login`)
      await page.getByLabel('E-mail or phone').fill(referrer.email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.waitForURL(`${journey.store.url}/account`)
      await visit(page, `${journey.store.url}/refer-a-friend`)
      const refer = screen(page, width)
      await refer.getByRole('heading', { name: 'Refer a friend' }).waitFor()
      expect(await refer.getByLabel('Your invitation link').inputValue()).toBe(`${journey.store.url}/r/${code}`)
      await refer.getByTestId('referral').getByText('Rewarded: $5').waitFor()
      await refer.getByTestId('referral').getByText('Ravi K.').waitFor()
      await refer.getByTestId('referral').getByText('Waiting for their first order').waitFor()
      await refer.getByTestId('referral').getByText('Not eligible: same phone number').waitFor()
      await refer.getByTestId('referral-earned').getByText('Earned $5').waitFor()
      expect(await refer.getByTestId('referral-offer').textContent()).toContain('$3')
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: journey.store.url })
      await refer.getByRole('button', { name: 'Copy' }).click()
      await refer.getByText('Copied', { exact: true }).waitFor()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${journey.store.url}/r/${code}`)
      await screenshot(page, `refer-a-friend-${width}`)
      await close()
    })
  }
})
