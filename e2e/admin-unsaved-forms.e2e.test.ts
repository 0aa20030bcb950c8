import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage } from './support/pages.ts'

const LONG = { timeout: 120_000 }

/**
 * The owner's short forms ask before their edits are lost too (decision 0059): a branch, a category,
 * a scratch-card campaign and the referral settings. Leaving by the side menu asks; staying keeps
 * what was typed, leaving without saving leaves it, saving on the way out saves it.
 */
describe.skipIf(!browserAvailable)('admin: short forms ask before unsaved edits are lost', () => {
  const journey = useStoreAndBrowser()

  async function openAdmin(path: string) {
    const opened = await openPage(journey.browser, 'desktop')
    await opened.page.addInitScript((token) => localStorage.setItem('store-admin-token', token), OWNER_TOKEN)
    await opened.page.goto(`${journey.store.url}/admin${path}`)
    return opened
  }
  const adminGet = async (path: string) => {
    const res = await fetch(`${journey.store.url}/api/admin/${path}`, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } })
    expect(res.status).toBe(200)
    return (await res.json()) as { items: { name: string }[] }
  }
  /** Tries to leave for the orders board; the question for `subject` must come. */
  async function tryToLeave(page: Page, subject: string) {
    await page.getByRole('link', { name: 'Orders' }).first().click()
    const question = page.getByRole('dialog', { name: `Save your changes to ${subject}?` })
    await question.waitFor()
    return question
  }

  it('a branch and a campaign: staying keeps the typing, and an untouched form lets the owner go', LONG, async () => {
    const { page, close } = await openAdmin('/catalogue/branches')
    await page.getByRole('button', { name: 'Add a branch' }).click()
    const form = page.getByRole('form', { name: 'New branch' })
    // Opened and untouched: nothing to ask about.
    await page.getByRole('link', { name: 'Orders' }).first().click()
    await page.waitForURL(`${journey.store.url}/admin/orders`)
    await page.goBack()
    await page.getByRole('button', { name: 'Add a branch' }).click()
    await form.getByLabel('Name', { exact: true }).fill('Harbour Road')
    const question = await tryToLeave(page, 'this branch')
    await question.getByRole('button', { name: 'Stay here' }).click()
    await question.waitFor({ state: 'detached' })
    expect(page.url()).toBe(`${journey.store.url}/admin/catalogue/branches`)
    expect(await form.getByLabel('Name', { exact: true }).inputValue()).toBe('Harbour Road')

    await page.goto(`${journey.store.url}/admin/marketing/scratch-cards`)
    await page.getByRole('button', { name: 'New campaign' }).click()
    await page.getByRole('form', { name: 'New campaign' }).getByLabel('Name (on the card)').fill('Spring cards')
    const again = await tryToLeave(page, 'this campaign')
    await again.getByRole('button', { name: 'Leave without saving' }).click()
    await page.waitForURL(`${journey.store.url}/admin/orders`)
    await close()
  })

  it('a category saved on the way out is created, and the owner arrives where they were going', LONG, async () => {
    const { page, close } = await openAdmin('/catalogue/categories')
    await page.getByRole('button', { name: 'Add a category' }).click()
    const form = page.getByRole('form', { name: 'New category' })
    await form.getByLabel('Name', { exact: true }).fill('Desserts on the way out')
    await form.getByLabel('Slug', { exact: true }).fill('desserts-on-the-way-out')
    const question = await tryToLeave(page, 'this category')
    await question.getByRole('button', { name: 'Save and leave' }).click()
    await page.waitForURL(`${journey.store.url}/admin/orders`)
    const names = (await adminGet('categories')).items.map((c) => c.name)
    expect(names).toContain('Desserts on the way out')
    await close()
  })

  it('the referral settings: staying keeps the amount typed, and once saved, leaving asks nothing', LONG, async () => {
    const { page, close } = await openAdmin('/marketing/referrals')
    const form = page.getByRole('form', { name: 'Referral settings' })
    const friend = form.getByLabel('The friend gets')
    await friend.waitFor()
    const saved = await friend.inputValue()
    await friend.fill('7.25')
    const question = await tryToLeave(page, 'the referral settings')
    await question.getByRole('button', { name: 'Stay here' }).click()
    expect(await friend.inputValue()).toBe('7.25')
    // Saved: leaving asks nothing any more.
    await form.getByRole('button', { name: 'Save settings' }).click()
    await form.getByRole('status').filter({ hasText: 'Saved' }).waitFor()
    await page.getByRole('link', { name: 'Orders' }).first().click()
    await page.waitForURL(`${journey.store.url}/admin/orders`)
    expect(saved).not.toBe('7.25')
    await close()
  })

  it('the referral settings: text the amount cannot read is a change, asked about and never saved', LONG, async () => {
    const { page, close } = await openAdmin('/marketing/referrals')
    const form = page.getByRole('form', { name: 'Referral settings' })
    const friend = form.getByLabel('The friend gets')
    await friend.waitFor()
    const saved = await friend.inputValue()
    // The value stays what it was; only the text changed, and leaving would lose it.
    await friend.fill('abc')
    const question = await tryToLeave(page, 'the referral settings')
    await question.getByRole('button', { name: 'Save and leave' }).click()
    await form.getByRole('alert').filter({ hasText: 'The friend gets: Type an amount such as 12.50' }).waitFor()
    expect(page.url()).toBe(`${journey.store.url}/admin/marketing/referrals`)
    expect(await friend.evaluate((input) => input === document.activeElement)).toBe(true)
    expect(await friend.inputValue()).toBe('abc')
    // Typed back to what it had: nothing to ask about.
    await friend.fill(saved)
    await page.getByRole('link', { name: 'Orders' }).first().click()
    await page.waitForURL(`${journey.store.url}/admin/orders`)
    await close()
  })
})
