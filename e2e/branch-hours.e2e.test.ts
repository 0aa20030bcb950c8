import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/** Downtown's hours for this journey: weekdays 09:00–17:00. */
const WEEKDAYS = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, open: '09:00', close: '17:00' }))

/**
 * The storefront says when a closed branch opens (decision 0057): in the branch picker and beside the
 * current branch in the header, from the branch's hours read in the store's time zone by the shopper's
 * browser, whose clock the journey sets (2026-11-25 is a Wednesday).
 */
describe.skipIf(!browserAvailable)('the branch picker says when a branch opens', () => {
  const journey = useStoreAndBrowser()

  async function owner(method: string, path: string, body?: object) {
    const res = await fetch(`${journey.store.url}/api/admin${path}`, {
      method,
      headers: journey.store.ownerHeaders,
      ...(body && { body: JSON.stringify(body) }),
    })
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
    return res.json()
  }

  async function setDowntownHours(hours: typeof WEEKDAYS) {
    const { items } = (await owner('GET', '/branches')) as { items: { id: number; name: string }[] }
    const { id, ...downtown } = (await owner('GET', `/branches/${items.find((b) => b.name === 'Downtown')!.id}`)) as { id: number }
    await owner('PUT', `/branches/${id}`, { ...downtown, opening_hours: hours })
  }

  /**
   * The store's home page at `at` on the shopper's clock; the header's button once it says what the
   * clock makes it say (the server's HTML says only what `is_open` said at the server's time, and the
   * header's part of the page may hydrate after the frame marks itself hydrated), then the picker's
   * line for each branch.
   */
  async function picker(page: Page, at: string, header: { closed: boolean }) {
    await page.clock.setFixedTime(new Date(at))
    await visit(page, `${journey.store.url}/`)
    const button = page.getByRole('button', { name: /Downtown/ }).first()
    await button.waitFor()
    const text = async () => (await button.textContent())!.trim()
    if (header.closed) await expect.poll(text).toMatch(/^Downtown\s*· Closed$/)
    else await expect.poll(text).toBe('Downtown')
    const headerText = await text()
    await button.click()
    const dialog = page.getByRole('dialog', { name: 'Choose a branch' })
    await dialog.waitFor()
    const line = async (name: string) => (await dialog.getByRole('button', { name: new RegExp(`^${name}`) }).textContent())!
    const lines = { header: headerText, downtown: await line('Downtown'), riverside: await line('Riverside') }
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    return lines
  }

  for (const width of ['phone', 'desktop'] as Width[]) {
    it(`at ${width === 'phone' ? 375 : 1280}px: "Closed · opens today at 09:00" before opening, the next weekday after Friday`, async () => {
      await journey.store.setSettings({ timezone: 'UTC' })
      await setDowntownHours(WEEKDAYS)
      const { page, close } = await openPage(journey.browser, width)

      const early = await picker(page, '2026-11-25T07:30:00Z', { closed: true })
      expect(early.downtown).toContain('Closed · opens today at 09:00')
      expect(early.header).toMatch(/Downtown\s*· Closed$/)
      expect(early.riverside).toContain('Open') // around the clock
      expect(early.riverside).not.toContain('Closed')

      // Inside the hours: open, and the header says nothing more.
      const noon = await picker(page, '2026-11-25T12:00:00Z', { closed: false })
      expect(noon.downtown).toContain('Open')
      expect(noon.downtown).not.toContain('Closed')
      expect(noon.header).not.toContain('Closed')

      // Friday evening: Monday.
      const weekend = await picker(page, '2026-11-27T18:00:00Z', { closed: true })
      expect(weekend.downtown).toContain('Closed · opens on Monday at 09:00')
      await page
        .getByRole('button', { name: /Downtown/ })
        .first()
        .click()
      await page.getByRole('dialog', { name: 'Choose a branch' }).waitFor()
      await screenshot(page, `branch-picker-closed-${width}`)
      await close()
    })
  }

  it("reads the hours in the store's time zone, not the shopper's", async () => {
    await journey.store.setSettings({ timezone: 'Asia/Kolkata' })
    await setDowntownHours(WEEKDAYS)
    const { page, close } = await openPage(journey.browser, 'desktop')
    // 04:00 UTC is 09:30 in Kolkata: open there, though 04:00 would be closed in UTC.
    expect((await picker(page, '2026-11-25T04:00:00Z', { closed: false })).downtown).not.toContain('Closed')
    // 12:00 UTC is 17:30 in Kolkata: closed until tomorrow.
    expect((await picker(page, '2026-11-25T12:00:00Z', { closed: true })).downtown).toContain('Closed · opens tomorrow at 09:00')
    await close()
    await journey.store.setSettings({ timezone: 'UTC' })
  })
})
