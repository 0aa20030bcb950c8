import fs from 'node:fs'
import path from 'node:path'
import { randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { sha256 } from '../apps/server/src/admin/owner-token.ts'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable } from './support/browser.ts'
import { useOrdersStoreAndBrowser } from './support/orders-store.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/**
 * Digital goods (decision 0024): the owner makes the store digital and attaches a file to a
 * product through the owner API; a shopper buys it with the wallet (no address, no delivery), the
 * order-placed page links the file, it downloads five times and the sixth is refused on the link's
 * page; the mailed link's page says when it has expired.
 */

const PASSWORD = 'correct horse battery 9'
const owner = { authorization: `Bearer ${OWNER_TOKEN}` }

/** The whole page on a phone, the viewport on a wide screen (the screen is a dialog over the home page). */
async function screenshot(page: Page, name: string): Promise<void> {
  const wide = page.viewportSize()!.width > 768
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.resolve(import.meta.dirname, '../screenshots', `${name}.png`), fullPage: !wide })
}

describe.skipIf(!browserAvailable)('digital store journeys', () => {
  const journey = useOrdersStoreAndBrowser()
  let url: string
  const file = randomBytes(300 * 1024) // a 300 KB "PDF"

  const call = async (method: string, pathname: string, init: { body?: BodyInit; json?: unknown; headers?: Record<string, string> }) => {
    const res = await fetch(`${url}${pathname}`, {
      method,
      headers: { ...init.headers, ...(init.json !== undefined ? { 'content-type': 'application/json' } : {}) },
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${pathname}: ${res.status} ${text}`)
    return JSON.parse(text) as Record<string, unknown>
  }

  beforeAll(async () => {
    url = journey.store.url

    // The owner, through the owner API as the README shows: a digital store, a product, its file.
    await call('PUT', '/api/admin/settings', { headers: owner, json: { store_type: 'digital' } })
    const { id } = await call('POST', '/api/admin/products', {
      headers: owner,
      json: { name: 'Sourdough at Home (e-book)', slug: 'sourdough-e-book', selling_price: 1499, description: 'Forty pages, with photos.' },
    })
    const form = new FormData()
    form.set('file', new Blob([file], { type: 'application/pdf' }), 'Sourdough at Home.pdf')
    const attached = await call('PUT', `/api/admin/products/${id as number}/file`, { headers: owner, body: form })
    expect(attached).toMatchObject({ file_name: 'Sourdough at Home.pdf', content_type: 'application/pdf', size: file.length })
  })

  /** A shopper with $50.00 in the wallet (the owner's wallet adjustment). */
  const newShopper = async (width: Width) => {
    const shopper = {
      name: `Dev ${width}`,
      email: `digital-${width}@example.com`,
      phone: `+91 98222 0${width === 'phone' ? 1 : 2}001`,
      password: PASSWORD,
    }
    const { user } = (await call('POST', '/api/register', { json: shopper })) as { user: { id: number } }
    await call('POST', '/api/admin/wallet-adjustments', {
      headers: owner,
      json: { user_id: user.id, direction: 'credit', amount: 5000, reason: 'Welcome credit' },
    })
    return shopper
  }

  for (const width of ['phone', 'desktop'] as Width[]) {
    it(`buys an e-book with the wallet and downloads it five times, not six (${width === 'phone' ? 375 : 1280}px)`, async () => {
      const shopper = await newShopper(width)
      const { page, close } = await openPage(journey.browser, width)
      await visit(page, `${url}/login`)
      await page.getByLabel('E-mail or phone').fill(shopper.email)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.getByRole('button', { name: 'Log in', exact: true }).click()
      await page.waitForURL(`${url}/account`)

      // spec §9: no price call-to-action; a download is bought with one Buy now.
      await visit(page, `${url}/product/sourdough-e-book`)
      const buy = page.getByTestId('digital-buy')
      await buy.getByText('$14.99').waitFor()
      expect(await page.getByTestId('price-cta').count()).toBe(0)
      await screenshot(page, `digital-product-${width}`)
      await buy.getByRole('button', { name: 'Buy now' }).click()

      // The checkout asks for no address and no delivery (spec §1).
      await page.waitForURL(`${url}/checkout`)
      await page.getByRole('switch').check()
      await page.getByText('Your wallet pays for the whole order.').waitFor()
      expect(await page.getByText('Deliver to').count()).toBe(0)
      expect(await page.getByRole('radio', { name: /Pickup/ }).count()).toBe(0)
      expect(await page.getByTestId('checkout-lines').textContent()).toContain('Sourdough at Home (e-book)')
      await screenshot(page, `digital-checkout-${width}`)
      await page.getByRole('button', { name: 'Place order' }).click()

      // The order-placed page links the file once paid (the wallet paid at once).
      await page.waitForURL(/\/order-placed\/[A-Za-z0-9_-]+$/)
      const downloads = page.getByTestId('order-downloads')
      const link = downloads.getByRole('link', { name: 'Download Sourdough at Home (e-book)' })
      await link.waitFor()
      await downloads.getByText('5 downloads left').waitFor()
      expect(await downloads.textContent()).toContain('Sourdough at Home.pdf · 300 KB')
      await screenshot(page, `digital-order-placed-${width}`)

      const href = (await link.getAttribute('href'))!
      const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
      expect(download.suggestedFilename()).toBe('Sourdough at Home.pdf')
      expect(fs.readFileSync((await download.path())!).equals(file)).toBe(true)
      await downloads.getByText('4 downloads left').waitFor()
      for (let n = 3; n >= 0; n--) {
        const [next] = await Promise.all([page.waitForEvent('download'), link.click()])
        expect(fs.readFileSync((await next.path())!).length).toBe(file.length)
        if (n > 0) await downloads.getByText(`${n} download${n === 1 ? '' : 's'} left`).waitFor()
      }
      await downloads.getByText('All downloads of this file have been used.').waitFor()

      // A sixth try at the link (a bookmark, another tab) is refused on the link's own page, with the reason.
      await visit(page, `${url}${href}`)
      await page.waitForURL(/\/download\/[A-Za-z0-9_-]{43}$/)
      await page
        .getByRole('alert')
        .getByText(/has been used 5 times, which is all it allows/)
        .waitFor()
      expect(await page.getByRole('link', { name: /^Download/ }).count()).toBe(0)
      await screenshot(page, `digital-used-up-${width}`)
      await close()
    })

    it(`the mailed link leads to a page that downloads, and says when it has expired (${width === 'phone' ? 375 : 1280}px)`, async () => {
      // The mail of the order above (one per width), written once the order was paid.
      const mail = await journey.store.kysely
        .selectFrom('outbox')
        .select('body')
        .where('recipient', '=', `digital-${width}@example.com`)
        .where('subject', 'like', 'Your downloads%')
        .executeTakeFirstOrThrow()
      const mailed = /(\/download\/[A-Za-z0-9_-]{43})/.exec(mail.body)![1]!
      // The page and mail links share the five downloads: give this one a fresh count to show it working.
      const token = mailed.split('/').pop()!
      await journey.store.kysely
        .updateTable('download_links')
        .set({ downloads_left: 5 })
        .where('id', 'in', (eb) =>
          eb.selectFrom('download_tokens').select('link_id').where('token_hash', '=', sha256(token).toString('hex')),
        )
        .execute()

      const { page, close } = await openPage(journey.browser, width)
      await visit(page, `${url}${mailed}`)
      const dl = page.getByTestId('download-page')
      await dl.getByText('Sourdough at Home (e-book)').waitFor()
      await dl.getByText('5 downloads left').waitFor()
      await screenshot(page, `digital-download-${width}`)
      const [download] = await Promise.all([page.waitForEvent('download'), dl.getByRole('link', { name: /^Download/ }).click()])
      expect(fs.readFileSync((await download.path())!).equals(file)).toBe(true)

      // Seven days later.
      await journey.store.kysely
        .updateTable('download_links')
        .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
        .execute()
      await visit(page, `${url}${mailed}`)
      await page
        .getByRole('alert')
        .getByText(/This download link has expired/)
        .waitFor()
      expect(await page.getByRole('link', { name: /^Download/ }).count()).toBe(0)
      await screenshot(page, `digital-expired-${width}`)
      await close()
    })
  }
})
