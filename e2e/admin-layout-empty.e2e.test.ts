import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'
import { startStore } from './support/store-server.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * The layout editor of a brand-new empty store (decision 0100): nothing is published yet, so the
 * editor opens on the starter layout, the frame shows its real blocks (spec §2), the status says
 * nothing is published and that shoppers see the sample home page, and Publish is offered only while
 * there is something to publish.
 */
describe.skipIf(!browserAvailable)('admin: the layout editor of a brand-new empty store', () => {
  const journey = useServerAndBrowser(() => startStore('empty'))

  async function openAdmin(width: Width) {
    const opened = await openPage(journey.browser, width)
    await opened.page.addInitScript((token) => localStorage.setItem('store-admin-token', token), OWNER_TOKEN)
    await opened.page.goto(`${journey.store.url}/admin/design/layout`)
    return opened
  }
  async function serious(page: Page): Promise<string[]> {
    await page.waitForFunction(() => !document.querySelector('.animate-pulse'))
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`))
  }
  const frameOf = (page: Page) => page.frameLocator('iframe[title^="Your storefront"]')
  const status = (page: Page) => page.getByText(/^(Nothing is published yet|Shoppers see)/)

  it('shows the starter layout in the frame, says nothing is published, and publishes it', { timeout: 180_000 }, async () => {
    const { page, close } = await openAdmin('desktop')
    await page.getByRole('list', { name: 'Blocks of the home page, top to bottom' }).waitFor()
    const frame = frameOf(page)
    await frame.locator('[data-block="search_block"]').waitFor({ timeout: 15_000 })
    await frame.getByRole('heading', { name: 'Welcome to our shop' }).waitFor()
    expect(await status(page).textContent()).toBe(
      'Nothing is published yet: publish to show shoppers this layout. Until the store has a product, shoppers see the sample home page instead.',
    )
    const publish = page.getByRole('button', { name: 'Publish' })
    expect(await publish.isEnabled()).toBe(true)
    // The starter layout is not stored yet: the save button does not claim a saved draft.
    expect(await page.getByRole('button', { name: 'No unsaved changes' }).isDisabled()).toBe(true)
    expect(await serious(page)).toEqual([])
    await screenshot(page, 'admin-layout-empty-1280')
    await page.setViewportSize({ width: 375, height: 812 })
    await page.getByRole('button', { name: 'Phone (375 px)' }).click()
    await frame.locator('[data-block="search_block"]').waitFor({ timeout: 15_000 })
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    expect(await serious(page)).toEqual([])
    await screenshot(page, 'admin-layout-empty-375')

    // Shoppers still see the sample home page: nothing is published.
    const shop = await openPage(journey.browser, 'desktop')
    await visit(shop.page, journey.store.url)
    await shop.page.getByRole('link', { name: 'Add Product' }).waitFor()
    expect(await shop.page.locator('[data-block]').count()).toBe(0)
    await shop.close()

    await publish.click()
    await page.getByRole('status').filter({ hasText: 'Published. Shoppers see this layout once the store has a product' }).waitFor()
    expect(await status(page).textContent()).toBe(
      'Shoppers see this layout. Until the store has a product, shoppers see the sample home page instead.',
    )
    expect(await publish.isDisabled()).toBe(true) // the same layout again would change nothing
    const published = await fetch(`${journey.store.url}/api/get-data`)
    expect(((await published.json()) as { layout: unknown[] }).layout).toHaveLength(6)
    await close()
  })
})
