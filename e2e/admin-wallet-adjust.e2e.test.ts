import { describe, expect, it } from 'vitest'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, type Width } from './support/pages.ts'

const owner = { authorization: `Bearer ${OWNER_TOKEN}` }
const TYPO = 'Type an amount such as 12.50'

/**
 * A wallet adjustment refuses an amount it cannot read (decision 0059): typed 5, then changed to "abc",
 * it must not send the 5 the field read before. The message is beside the field, the field has the
 * focus, the text stays, and the wallet is as it was.
 */
describe.skipIf(!browserAvailable)('admin: a wallet adjustment with an unreadable amount', () => {
  const journey = useStoreAndBrowser()

  /** A new customer's id, found as the owner finds them. */
  async function newCustomer(name: string): Promise<number> {
    const registered = await fetch(`${journey.store.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name,
        email: `${name.replaceAll(' ', '.').toLowerCase()}.${Date.now()}@example.com`,
        phone: `+9197${String(Date.now()).slice(-8)}`,
        password: 'long enough secret',
      }),
    })
    expect(registered.status).toBe(201)
    const found = await fetch(`${journey.store.url}/api/admin/customers?q=${encodeURIComponent(name)}`, { headers: owner })
    const { items } = (await found.json()) as { items: { id: number }[] }
    expect(items).toHaveLength(1)
    return items[0]!.id
  }
  const balance = async (id: number) =>
    (
      (await (await fetch(`${journey.store.url}/api/admin/customers/${id}`, { headers: owner })).json()) as {
        customer: { wallet_balance: number }
      }
    ).customer.wallet_balance

  for (const [width, name] of [
    ['desktop', 'Typo Tester Wide'],
    ['phone', 'Typo Tester Narrow'],
  ] as [Width, string][]) {
    it(`sends nothing while the amount does not read, at ${width === 'phone' ? 375 : 1280}px`, async () => {
      const id = await newCustomer(name)
      const opened = await openPage(journey.browser, width)
      const { page } = opened
      await page.addInitScript((token) => localStorage.setItem('store-admin-token', token), OWNER_TOKEN)
      const sent: string[] = []
      page.on('request', (request) => {
        if (request.url().includes('/api/admin/wallet-adjustments')) sent.push(request.method())
      })
      await page.goto(`${journey.store.url}/admin/customers/${id}`)
      const form = page.getByRole('form', { name: 'Adjust the wallet' })
      const amount = form.getByLabel('Amount')
      await amount.fill('5')
      await form.getByLabel('Reason (the customer reads it)').fill('Sorry for the wait')
      await amount.fill('abc')
      await form.getByRole('button', { name: 'Adjust' }).click()

      await form
        .getByRole('alert')
        .filter({ hasText: `Amount: ${TYPO}` })
        .waitFor()
      expect(await form.getByText(TYPO, { exact: true }).isVisible()).toBe(true) // beside the field
      expect(await amount.evaluate((input) => input === document.activeElement)).toBe(true)
      expect(await amount.inputValue()).toBe('abc')
      await screenshot(page, `admin-wallet-adjust-refused-${width}`)
      expect(sent).toEqual([])
      expect(await balance(id)).toBe(0)

      // Once it reads, it is sent, and the form starts again empty.
      await amount.fill('5')
      await form.getByRole('button', { name: 'Adjust' }).click()
      await form.getByRole('status').filter({ hasText: 'The wallet was adjusted.' }).waitFor()
      expect(sent).toEqual(['POST'])
      expect(await balance(id)).toBe(500)
      expect(await form.getByLabel('Amount').inputValue()).toBe('')
      await opened.close()
    })
  }
})
