import fs from 'node:fs'
import { AxeBuilder } from '@axe-core/playwright'
import Papa from 'papaparse'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { addToCart, placeOrder, registerShopper } from '../test/support/factories.ts'
import { STAFF_PASSWORD, staffSession } from '../test/support/staff.ts'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import { startAdminStore } from './support/admin-store.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
const HEADER = 'slug,name,description,selling_price,original_price,stock,is_active,position,tax_rate_bp,category_slugs,category_names'
/** 50 products, one of them with a name nothing else in the demo store has. */
const productsCsv = () =>
  [
    HEADER,
    ...Array.from({ length: 50 }, (_, i) =>
      i === 26
        ? 'zanzibar-toffee,Zanzibar Quokka Toffee,"Chewy, with sea salt",450,,20,true,0,,imported-sweets,Imported sweets'
        : `quokka-snack-${i},Quokka snack ${i},A snack,${200 + i},,,true,0,,imported-sweets,Imported sweets`,
    ),
  ].join('\r\n')

/**
 * The dashboard and Import / export in Chromium (decisions 0092–0094): a manager signs in and lands on
 * the dashboard, which shows the day's order; downloads the products CSV; a file with a bad row is
 * refused with its row and column; 50 products are checked, imported with progress, and one is found
 * by the storefront's search. axe-core checks each screen; each is photographed at 1280 and 375 px.
 */
describe.skipIf(!browserAvailable)('admin: dashboard and CSV import', () => {
  const journey = useServerAndBrowser(startAdminStore)

  async function axe(page: Page, label: string) {
    await page.waitForFunction(() => !document.querySelector('.animate-pulse'))
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    const found = violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${label}: ${v.id} at ${n.target.join(' ')}: ${v.help}`))
    expect(found).toEqual([])
  }
  /** A screenshot for people to look at (screenshots/); the README's owner tour keeps copies in docs/admin/. */
  async function shot(page: Page, name: string, width: Width) {
    await screenshot(page, `admin-${name}-${width === 'phone' ? 375 : 1280}`)
  }

  it(
    'a manager signs in to the dashboard with the day’s figures, and imports 50 products the storefront finds',
    { timeout: 180_000 },
    async () => {
      const { url, app } = journey.store
      const shopper = await registerShopper(app, 'Dashboard')
      const { product } = (await app.inject({ url: '/api/get-product?slug=tiramisu' })).json()
      await addToCart(app, shopper.headers, 1, product.id, 2)
      await placeOrder(app, shopper.headers, 1, { fulfilment: 'pickup', payment_method: 'cod' })
      const manager = await staffSession(app, 'manager', 'Mina Manager')

      const { page, close } = await openPage(journey.browser, 'desktop')
      await page.goto(`${url}/admin`)
      await page.getByLabel('E-mail').fill(manager.email)
      await page.getByLabel('Password').fill(STAFF_PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
      expect(page.url()).toBe(`${url}/admin/dashboard`)
      const today = page.getByRole('listitem').filter({ hasText: 'Today' })
      await today.getByText('1 order', { exact: true }).waitFor()
      expect(await today.getByTestId('sales-today').textContent()).toMatch(/[1-9]/)
      await page
        .getByRole('rowheader', { name: /Tiramisu/ })
        .first()
        .waitFor()
      await page.getByText('Show the figures as a table').first().click()
      await axe(page, 'dashboard')
      await shot(page, 'dashboard', 'desktop')

      // Import / export: the products download is named and saved.
      await page.getByRole('link', { name: 'Import / export' }).first().click()
      await page.getByRole('heading', { name: 'Import / export', level: 1 }).waitFor()
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download products' }).click()])
      expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/)
      const saved = page.getByRole('status').filter({ hasText: /^Saved products-/ })
      await saved.waitFor()
      // The rows and size said are the file's own: records, not line breaks (descriptions may hold some).
      const file = fs.readFileSync((await download.path())!)
      const records = Papa.parse(file.toString('utf8'), { header: true, skipEmptyLines: true }).data.length
      expect(await saved.textContent()).toBe(
        `Saved ${download.suggestedFilename()}: ${records} rows, ${(file.length / 1024).toFixed(1)} KB.`,
      )

      // A file with a bad row: its row and column, and nothing imported.
      const input = page.getByLabel('Products CSV file')
      await input.setInputFiles({
        name: 'bad.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${HEADER}\r\nbad-one,Bad one,,1e309,,,,,,,\r\n`),
      })
      await page.getByRole('button', { name: 'Check the file' }).click()
      await page.getByText('1 problem to fix before importing. Nothing has been changed.').waitFor()
      const problem = page.getByRole('row').filter({ hasText: 'selling_price' })
      expect(await problem.getByRole('cell').first().textContent()).toBe('1')
      await axe(page, 'import problems')
      await shot(page, 'data-problems', 'desktop')

      // 50 good products: checked, then imported with progress.
      await input.setInputFiles({ name: 'sweets.csv', mimeType: 'text/csv', buffer: Buffer.from(productsCsv()) })
      await page.getByRole('button', { name: 'Check the file' }).click()
      await page.getByText('50 rows: 50 to add, 0 to replace; new categories: Imported sweets.').waitFor()
      await page.getByRole('button', { name: 'Import 50 products' }).click()
      await page.getByText('Imported 50 products: 50 added, 0 replaced.').waitFor()
      await axe(page, 'import done')
      await shot(page, 'data', 'desktop')
      await close()

      // The storefront finds one of them by its search.
      const shop = await openPage(journey.browser, 'desktop')
      await visit(shop.page, `${url}/search`)
      await shop.page.getByPlaceholder('Search for products...').fill('zanzibar')
      await shop.page.getByRole('article').filter({ hasText: 'Zanzibar Quokka Toffee' }).waitFor()
      await shop.close()
    },
  )

  it('shows both screens on a phone', { timeout: 60_000 }, async () => {
    const { url, app } = journey.store
    const manager = await staffSession(app, 'manager', 'Phone Manager')
    const { page, close } = await openPage(journey.browser, 'phone')
    await page.addInitScript((token) => localStorage.setItem('store-admin-token', token), manager.token)
    await page.goto(`${url}/admin`)
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor()
    await page.getByRole('heading', { name: 'Orders by hour of the day' }).waitFor()
    await axe(page, 'dashboard at 375')
    await shot(page, 'dashboard', 'phone')
    await page.goto(`${url}/admin/data`)
    await page.getByRole('heading', { name: 'Import products from CSV' }).waitFor()
    await axe(page, 'import / export at 375')
    await shot(page, 'data', 'phone')
    await close()
  })

  it('says an export with no rows is empty, with the file’s real size, at 1280 and 375 px', { timeout: 90_000 }, async () => {
    const manager = await staffSession(journey.store.app, 'manager', 'Empty Range Manager')
    for (const width of ['desktop', 'phone'] as Width[]) {
      const { page, close } = await openPage(journey.browser, width)
      await page.addInitScript((token) => localStorage.setItem('store-admin-token', token), manager.token)
      await page.goto(`${journey.store.url}/admin/data`)
      await page.getByRole('heading', { name: 'Import / export', level: 1 }).waitFor()
      await page.getByLabel('Orders from').fill('2001-01-01')
      await page.getByLabel('to', { exact: true }).fill('2001-01-31')
      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download orders' }).click()])
      const file = fs.readFileSync((await download.path())!)
      expect(file.toString('utf8').trimEnd().split('\n')).toHaveLength(1) // the header row alone
      const said = page.getByRole('status').filter({ hasText: /^No orders from/ })
      await said.waitFor()
      expect(await said.textContent()).toBe(
        `No orders from 2001-01-01 to 2001-01-31: saved ${download.suggestedFilename()} with only the header row (${file.length} bytes).`,
      )
      await axe(page, `empty export at ${width}`)
      await shot(page, 'data-empty-export', width)
      await close()
    }
  })
})
