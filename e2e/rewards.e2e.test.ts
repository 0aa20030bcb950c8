import { beforeAll, describe, expect, it } from 'vitest'
import path from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { browserAvailable } from './support/browser.ts'
import { useOrdersStoreAndBrowser } from './support/orders-store.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import { OWNER_TOKEN } from '../test/support/test-app.ts'

/** Journeys: scratch cards (mouse and keyboard), the wallet's history and the rewards, at 375 and 1280 px. */

const PASSWORD = 'correct horse battery 9'
/** What each card of the journey's campaign holds: $1.50 for the wallet (one prize, so the draw is known). */
const PRIZE = 150
/** The owner's goodwill credit, with angle brackets that must show as text. */
const GOODWILL = { amount: 400, reason: 'Sorry for the <late> delivery' }

/** The whole page on a phone, the viewport on a wide screen (the screen is a dialog over the home page). */
async function screenshot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!.width > 768
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage: !wide })
}

/** Scratches zig-zag strokes across the whole foil with the mouse, as a shopper would. */
async function scratchWithMouse(page: Page, foil: Locator) {
  const box = (await foil.boundingBox())!
  const rows = 9
  await page.mouse.move(box.x + 4, box.y + 4)
  await page.mouse.down()
  for (let row = 0; row <= rows; row++) {
    const y = box.y + 4 + ((box.height - 8) * row) / rows
    const [from, to] = row % 2 === 0 ? [box.x + 4, box.x + box.width - 4] : [box.x + box.width - 4, box.x + 4]
    await page.mouse.move(from, y, { steps: 4 })
    await page.mouse.move(to, y, { steps: 12 })
  }
  await page.mouse.up()
}

let shoppers = 0
const newShopper = (width: Width) => {
  const n = ++shoppers
  const phone = `+91 98222 0${width === 'phone' ? 1 : 2}${String(n).padStart(3, '0')}`
  return { name: `Meera ${n}`, email: `rewards-${width}-${n}@example.com`, phone, password: PASSWORD }
}

describe.skipIf(!browserAvailable)('scratch cards, wallet and rewards journeys', () => {
  const journey = useOrdersStoreAndBrowser()
  const owner = async (method: string, url: string, body: unknown) => {
    const res = await fetch(`${journey.store.url}/api/admin${url}`, {
      method,
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res.json()
  }

  beforeAll(async () => {
    // Orders from $20 earn a card of this campaign: the most demanding match wins over the demo's own ($15).
    await owner('POST', '/scratch-campaigns', {
      name: 'Festival scratch card',
      starts_at: '2020-01-01T00:00:00Z',
      min_order_total: 2000,
      card_valid_days: 10,
      prizes: [{ kind: 'wallet', weight: 1, min_amount: PRIZE, max_amount: PRIZE }],
    })
  })

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      it('scratches one card with the mouse, reveals another with the keyboard, and sees both in the wallet and rewards', async () => {
        const shopper = newShopper(width)
        const account = await journey.store.registerShopper(shopper)
        // Two delivered orders of $25.98 earn two cards; the owner also credits the wallet with a reason.
        for (let i = 0; i < 2; i++) {
          await account.addToCart('lasagne-al-forno', 2)
          const order = await account.placeOrder()
          for (const status of ['accepted', 'preparing', 'out_for_delivery', 'delivered'] as const)
            await journey.store.advance(order.id, status)
        }
        await owner('POST', '/wallet-adjustments', { user_id: account.id, direction: 'credit', ...GOODWILL })

        const { page, close } = await openPage(journey.browser, width)
        // A guest is sent to log in and comes back to the cards.
        await visit(page, `${journey.store.url}/account/scratch-cards`)
        await page.waitForURL(/\/login\?next=/)
        await page.getByLabel('E-mail or phone').fill(shopper.email)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account/scratch-cards`)
        const cards = page.getByTestId('scratch-card')
        await cards.first().waitFor()
        expect(await cards.count()).toBe(2)
        expect(await page.locator('[data-state="unscratched"]').count()).toBe(2)
        expect(await page.getByText('2 cards are waiting for you.').count()).toBe(1)
        // Nothing of the prize is in the page before the card is scratched.
        expect(await page.getByTestId('prize-headline').count()).toBe(0)
        await screenshot(page, `scratch-cards-${width}`)

        // 1) The mouse scratches the first card's foil away: it reveals and redeems the card.
        const first = cards.nth(0)
        const foil = first.getByTestId('scratch-foil')
        await foil.waitFor()
        await scratchWithMouse(page, foil)
        await first.getByTestId('prize-headline').getByText('You won $1.50').waitFor()
        expect(await first.getAttribute('data-state')).toBe('redeemed')
        expect(await first.getByTestId('scratch-foil').count()).toBe(0)
        await page
          .getByTestId('scratch-announcement')
          .getByText(/You won \$1\.50\. Added to your wallet\./)
          .waitFor({ state: 'attached' })

        // 2) The keyboard: Tab to the second card's Reveal button, Enter.
        const reveal = cards.nth(1).getByRole('button', { name: /^Reveal/ })
        let focused = false
        for (let i = 0; i < 40 && !focused; i++) {
          await page.keyboard.press('Tab')
          focused = await reveal.evaluate((button) => button === document.activeElement)
        }
        expect(focused).toBe(true)
        await page.keyboard.press('Enter')
        await cards.nth(1).getByTestId('prize-headline').getByText('You won $1.50').waitFor()
        expect(await page.locator('[data-state="redeemed"]').count()).toBe(2)
        expect(await page.getByText('Every card is scratched.').count()).toBe(1)
        await screenshot(page, `scratch-cards-revealed-${width}`)

        // 3) The wallet: the balance, and every movement with its reason, newest first.
        await visit(page, `${journey.store.url}/account/wallet`)
        const balance = page.getByTestId('wallet-balance')
        await balance.getByText('$7', { exact: true }).waitFor() // 4.00 + 1.50 + 1.50; whole amounts show no decimals (spec §5)
        const entries = page.getByTestId('wallet-entry')
        await entries.nth(2).waitFor()
        expect(await entries.count()).toBe(3)
        expect(await entries.nth(0).textContent()).toContain('Scratch card: Festival scratch card')
        expect(await entries.nth(2).textContent()).toContain(GOODWILL.reason) // shown as text, brackets and all
        expect(await entries.nth(2).locator('late').count()).toBe(0)
        await screenshot(page, `wallet-${width}`)

        // 4) The rewards: the two card prizes, not the owner's credit.
        await visit(page, `${journey.store.url}/account/rewards`)
        const totals = page.getByTestId('rewards-totals')
        await totals.getByText('$3', { exact: true }).first().waitFor()
        expect(await page.getByTestId('reward-entry').count()).toBe(2)
        await screenshot(page, `rewards-${width}`)
        await close()
      })

      it('shows the empty screens to a shopper with nothing yet', async () => {
        const shopper = newShopper(width)
        await journey.store.registerShopper(shopper)
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/login?next=%2Faccount%2Fwallet`)
        await page.getByLabel('E-mail or phone').fill(shopper.email)
        await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
        await page.getByRole('button', { name: 'Log in', exact: true }).click()
        await page.waitForURL(`${journey.store.url}/account/wallet`)
        await page.getByText('No movements yet.', { exact: false }).waitFor()
        await page.getByTestId('wallet-balance').getByText('$0', { exact: true }).waitFor()
        await screenshot(page, `wallet-empty-${width}`)
        await visit(page, `${journey.store.url}/account/scratch-cards`)
        await page.getByText('No scratch cards yet.', { exact: false }).waitFor()
        await screenshot(page, `scratch-cards-empty-${width}`)
        await visit(page, `${journey.store.url}/account/rewards`)
        await page.getByText('Nothing yet.', { exact: false }).waitFor()
        await screenshot(page, `rewards-empty-${width}`)
        await close()
      })
    })
  }
})
