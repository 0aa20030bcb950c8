import { AxeBuilder } from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze()
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} at ${n.target.join(' ')}: ${v.help}`))
}

/** The product page's bar once the product is in the cart (decision 0046): Add, then − quantity +. */
describe.skipIf(!browserAvailable)('the product page’s bar with the cart’s quantity', () => {
  const journey = useStoreAndBrowser()
  const quantityIs = (page: Page, n: string) =>
    page.waitForFunction(
      (text) => document.querySelector('[data-testid="sticky-bar"] [data-testid="line-quantity"]')?.textContent === text,
      n,
    )
  const cartCountIs = (page: Page, n: string) =>
    page.waitForFunction((text) => document.querySelector('[data-testid="cart-count"]')?.textContent === text, n)

  it('adds from the bar, then steps the quantity up and down with the cart count, and − at 1 brings Add back (375 px)', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/product/penne-arrabbiata`)
    const bar = page.getByTestId('sticky-bar')
    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    const stepper = bar.getByRole('group', { name: 'Quantity of Penne Arrabbiata' })
    await stepper.waitFor()
    await quantityIs(page, '1')
    await cartCountIs(page, '1')
    expect(await bar.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'product-bar-stepper-375')

    await stepper.getByRole('button', { name: 'Increase quantity' }).click()
    await quantityIs(page, '2')
    await cartCountIs(page, '2')
    // The stepper works by keyboard too, press after press: the focused button keeps the focus while
    // the cart updates (a disabled button would drop it to the page).
    const increase = stepper.getByRole('button', { name: 'Increase quantity' })
    await increase.focus()
    await page.keyboard.press('Enter')
    await quantityIs(page, '3')
    await page.keyboard.press('Enter')
    await quantityIs(page, '4')
    expect(await increase.evaluate((button) => button === document.activeElement)).toBe(true)
    await stepper.getByRole('button', { name: 'Decrease quantity' }).focus()
    for (const left of ['3', '2', '1']) {
      await page.keyboard.press('Enter')
      await quantityIs(page, left)
    }
    await cartCountIs(page, '1')
    await stepper.getByRole('button', { name: 'Decrease quantity' }).click()
    await bar.getByRole('button', { name: 'Add to Cart' }).waitFor()
    expect(await stepper.count()).toBe(0)
    await page.getByTestId('cart-count').waitFor({ state: 'detached' })
    await close()
  })

  it('keeps the stepper after a reload and shows it at 1280 px in the product dialog', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    await visit(page, `${journey.store.url}/product/penne-arrabbiata`)
    const bar = page.getByTestId('sticky-bar')
    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    await quantityIs(page, '1')
    await visit(page, `${journey.store.url}/product/penne-arrabbiata`)
    await page.getByRole('dialog', { name: 'Penne Arrabbiata' }).waitFor()
    const stepper = page.getByTestId('sticky-bar').getByRole('group', { name: 'Quantity of Penne Arrabbiata' })
    await stepper.waitFor()
    await stepper.getByRole('button', { name: 'Increase quantity' }).click()
    await quantityIs(page, '2')
    expect(await seriousViolations(page)).toEqual([])
    await screenshot(page, 'product-bar-stepper-1280')
    // The cart's line has the same stepper, at the same quantity.
    await visit(page, `${journey.store.url}/cart`)
    const line = page.getByTestId('cart-line').getByRole('group', { name: 'Quantity of Penne Arrabbiata' })
    expect(await line.getByTestId('line-quantity').textContent()).toBe('2')
    await screenshot(page, 'product-bar-cart-1280')
    await close()
  })

  it('keeps Add for a product with options and says how many are in the cart (375 px)', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/product/margherita-pizza`)
    const bar = page.getByTestId('sticky-bar')
    await bar.getByRole('button', { name: 'Add to Cart' }).click()
    const panel = page.getByRole('dialog', { name: 'Product options' })
    await panel.getByRole('button', { name: 'Add', exact: true }).click()
    await panel.waitFor({ state: 'detached' })
    await bar.getByText('1 in your cart').waitFor()
    expect(await bar.getByRole('button', { name: 'Add to Cart' }).count()).toBe(1)
    expect(await bar.getByRole('group').count()).toBe(0)
    await screenshot(page, 'product-bar-options-375')
    await close()
  })

  it('opens a product page reloaded with the options hash as the server sent it, and drops the hash', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    const said: string[] = []
    page.on('console', (message) => said.push(message.text()))
    await visit(page, `${journey.store.url}/product/margherita-pizza#product-options-drawer`)
    // No panel without a product chosen by Add to Cart, so nothing the server rendered is redone here.
    await expect.poll(() => new URL(page.url()).hash).toBe('')
    expect(said.filter((text) => /re-rendered for this browser|Minified React error/.test(text))).toEqual([])
    expect(await page.getByRole('dialog', { name: 'Product options' }).count()).toBe(0)
    // The panel still opens from Add to Cart.
    await page.getByRole('button', { name: 'Add to Cart' }).first().click()
    await page.getByRole('dialog', { name: 'Product options' }).waitFor()
    expect(new URL(page.url()).hash).toBe('#product-options-drawer')
    await close()
  })
})
