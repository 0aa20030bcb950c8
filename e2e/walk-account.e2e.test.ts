import { describe, expect, it } from 'vitest'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { logIn, openPage, visit } from './support/pages.ts'

const PASSWORD = 'long enough secret'

/** The walk's account screens: what registering needs, addresses the store cannot deliver to, and the small things. */
describe.skipIf(!browserAvailable)('the shopper’s walk: accounts and the small things', () => {
  const journey = useStoreAndBrowser()
  let serial = 0

  async function api<T>(method: string, path: string, body: unknown, token?: string): Promise<T> {
    const res = await fetch(`${journey.store.url}${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return (await res.json()) as T
  }
  /** A shopper made through the API, with a saved address at each pincode (the first is the default). */
  async function shopper(pincodes: string[]) {
    const n = `${Date.now() % 1_000_000}${++serial}`
    const email = `walker.${n}@example.com`
    const { authToken } = await api<{ authToken: string }>('POST', '/api/register', {
      name: 'Wanda Walker',
      email,
      phone: `+1555${n.padStart(7, '0').slice(-7)}`,
      password: PASSWORD,
    })
    for (const pincode of pincodes) {
      const address = {
        label: 'Home',
        name: 'Wanda Walker',
        phone: '+1 555 0100',
        line1: '9 Far Lane',
        city: 'Springfield',
        state: 'IL',
        pincode,
      }
      await api('POST', '/api/address/add', address, authToken)
    }
    const { product } = await api<{ product: { id: number } }>('GET', '/api/get-product?slug=tiramisu', null)
    await api('POST', '/api/cart/add', { product_id: product.id, quantity: 1 }, authToken)
    return email
  }
  it('says on the register form what it needs, the phone included', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/register`)
    await page.getByText('All four fields are needed: name, e-mail, phone and a password.').waitFor()
    const phone = page.getByLabel('Phone')
    expect(await phone.getAttribute('required')).not.toBeNull()
    const described = await phone.evaluate((input) => document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent)
    expect(described).toContain('country code')
    await screenshot(page, 'walk-register-phone')
    await close()
  })

  it('never picks an address the store cannot deliver to at checkout, and marks it in the list', async () => {
    const email = await shopper(['99999'])
    const { page, close } = await openPage(journey.browser, 'phone')
    await logIn(page, journey.store.url, email, PASSWORD)
    await visit(page, `${journey.store.url}/checkout`)
    const choices = page.getByRole('radiogroup', { name: 'Delivery address' }).getByRole('radio')
    await choices.first().waitFor()
    expect(await choices.count()).toBe(1)
    expect(await choices.first().isChecked()).toBe(false)
    await page.getByText("We don't deliver here yet").waitFor()
    await visit(page, `${journey.store.url}/account/addresses`)
    await page.getByTestId('undeliverable').filter({ hasText: "We don't deliver to 99999 yet" }).waitFor()
    await screenshot(page, 'walk-addresses-undeliverable-phone')
    await close()
  })

  it('names the product on its reviews page, opened directly', async () => {
    const { product } = await api<{ product: { id: number } }>('GET', '/api/get-product?slug=margherita-pizza', null)
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/product/reviews/${product.id}`)
    await page.getByRole('heading', { name: 'Reviews of Margherita Pizza' }).waitFor()
    await page.waitForFunction(() => document.title.includes('Reviews of Margherita Pizza'))
    expect(await page.getByTestId('screen-title').textContent()).toBe('Reviews of Margherita Pizza')
    await close()
  })

  it('labels each route dialog with its screen’s title, and every page has one <main>', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    for (const [path, title] of [
      ['/cart', 'Your cart'],
      ['/search', 'Search'],
      ['/product/tiramisu', 'Tiramisu'],
      ['/login', 'Log in'],
    ]) {
      await visit(page, `${journey.store.url}${path}`)
      await page.getByRole('dialog', { name: title }).waitFor()
      expect(await page.getByTestId('dialog-title').textContent(), path).toBe(title)
      expect(await page.locator('main').count(), path).toBe(1)
    }
    await visit(page, journey.store.url)
    expect(await page.locator('main').count()).toBe(1)
    await close()
  })

  it('keeps "Resend code in 29 s" on one line at 375 px', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/login`)
    await page.getByLabel('E-mail or phone').fill(`resend.${Date.now()}@example.com`)
    await page.getByRole('button', { name: 'Log in with a code' }).click()
    await page.getByRole('button', { name: 'Send code' }).click()
    const resend = page.getByTestId('resend-code')
    await resend.filter({ hasText: /Resend code in \d+ s/ }).waitFor()
    const lineHeight = await resend.evaluate((b) => parseFloat(getComputedStyle(b).lineHeight))
    expect((await resend.boundingBox())!.height).toBeLessThan(lineHeight * 1.5)
    expect(await page.locator('main').count()).toBe(1)
    await close()
  })
})
