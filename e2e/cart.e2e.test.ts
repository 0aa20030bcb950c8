import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

describe.skipIf(!browserAvailable)('options panel and cart journeys', () => {
  const journey = useStoreAndBrowser()

  const pizzaCard = (page: Page) => page.locator('[data-block="products_display"] article').filter({ hasText: 'Margherita Pizza' })

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      it('chooses options in the panel, with disabled values, prices, the minimum rule and "Adding..."', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        await pizzaCard(page).getByRole('button', { name: 'Add to Cart' }).click()
        const panel = page.getByRole('dialog', { name: 'Product options' })
        await panel.waitFor()
        expect(page.url()).toContain('#product-options-drawer')
        expect(await panel.getAttribute('data-variant')).toBe(width === 'phone' ? 'drawer' : 'dialog')
        const box = (await panel.boundingBox())!
        expect(box.height).toBeLessThanOrEqual(0.85 * (width === 'phone' ? 812 : 800) + 1)
        if (width === 'desktop') expect(box.width).toBeLessThanOrEqual(500)
        expect(await panel.getByText('(Min: 0, Max: 4)').count()).toBe(1)
        expect(await page.getByTestId('drawer-total').textContent()).toBe('$9.99')
        await panel.getByRole('button', { name: 'Large' }).click()
        expect(await page.getByTestId('drawer-total').textContent()).toBe('$17.99')
        expect(await panel.getByText('+$2.50').count()).toBeGreaterThan(0) // toppings priced for Large
        await panel.getByLabel('Olives').check()
        await panel.getByLabel('Cheese-stuffed edge').check()
        expect(await page.getByTestId('drawer-total').textContent()).toBe('$22.99')
        // Choosing Thin crust clears add-ons and disables the classic-only upgrade.
        await panel.getByRole('button', { name: 'Thin' }).click()
        expect(await panel.getByLabel('Olives').isChecked()).toBe(false)
        expect(await panel.getByLabel('Cheese-stuffed edge').isDisabled()).toBe(true)
        expect(await page.getByTestId('drawer-total').textContent()).toBe('$18.99')
        for (const topping of ['Mushrooms', 'Olives', 'Jalapeños', 'Red onion']) await panel.getByLabel(topping).check()
        expect(await panel.getByLabel('Extra mozzarella').isDisabled()).toBe(true) // max 4 reached
        await screenshot(page, `options-panel-${width}`)
        // Slow the add down so its busy label can be seen.
        await page.route('**/api/cart/add**', async (route) => {
          await new Promise((r) => setTimeout(r, 400))
          await route.continue()
        })
        await panel.getByRole('button', { name: 'Add', exact: true }).click()
        await panel.getByRole('button', { name: 'Adding...' }).waitFor()
        await panel.waitFor({ state: 'detached' })
        expect(page.url()).not.toContain('#product-options-drawer')
        const count = page.locator('[data-testid="cart-count"]:visible')
        await count.waitFor()
        expect(await count.textContent()).toBe('1')
        await close()
      })

      it('refuses an add below a group minimum with the spec message', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/product/classic-cheeseburger`)
        await page.getByRole('button', { name: 'Add to Cart' }).click()
        const panel = page.getByRole('dialog', { name: 'Product options' })
        await panel.getByText('(Min: 1, Max: 1)').waitFor()
        await panel.getByRole('button', { name: 'Add', exact: true }).click()
        await page.getByText('Please select at least 1 options for Choose a side').waitFor()
        expect(await panel.isVisible()).toBe(true)
        await panel.getByRole('button', { name: 'Close' }).click()
        await panel.waitFor({ state: 'detached' })
        await close()
      })

      it('runs the cart: steppers, totals, removal, empty state and recommended products', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        const espresso = page.locator('[data-testid="products-infinite-scroll"] article').filter({ hasText: 'Garlic Pizza Bread' })
        await espresso.getByRole('button', { name: 'Add to Cart' }).click() // no options: added at once
        await page.getByText('Added to cart').waitFor()
        await visit(page, `${journey.store.url}/cart`)
        const line = page.getByTestId('cart-line')
        await line.first().waitFor()
        // $5.99 + Downtown delivery $2.99 + packaging $0.50; prices include 8% tax
        expect(await page.getByTestId('cart-total').textContent()).toBe('$9.48')
        expect(await page.getByTestId('tax-note').textContent()).toBe('Prices include tax of $0.44')
        expect(await page.getByText('Add $24.01 more to get free delivery').count()).toBe(1)
        await line.getByRole('button', { name: 'Increase quantity' }).click()
        await page.waitForFunction(() => document.querySelector('[data-testid="line-quantity"]')?.textContent === '2')
        expect(await page.getByTestId('cart-total').textContent()).toBe('$15.47')
        await page.getByRole('region', { name: 'Recommended products' }).waitFor()
        await screenshot(page, `cart-${width}`)
        await line.getByRole('button', { name: 'Decrease quantity' }).click()
        await page.waitForFunction(() => document.querySelector('[data-testid="line-quantity"]')?.textContent === '1')
        await line.getByRole('button', { name: 'Decrease quantity' }).click()
        await page.getByText('Your cart is empty').waitFor()
        expect(await page.getByTestId('site-footer').count()).toBe(0)
        await close()
      })

      it('lists offers on /cart/discounts, explains those that do not apply, applies and removes a coupon', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/product/lasagne-al-forno`)
        await page.getByRole('button', { name: 'Add to Cart' }).click()
        await page.getByText('Added to cart').waitFor()
        await visit(page, `${journey.store.url}/cart`)
        await page.getByRole('link', { name: 'Apply a coupon' }).click()
        await page.getByRole('heading', { name: 'Discounts' }).waitFor()
        const welcome = page.getByTestId('offer').filter({ hasText: '10% off your order' })
        await welcome.getByText('Add $2.01 more to use WELCOME10').waitFor()
        await screenshot(page, `discounts-${width}`)
        await page
          .getByTestId('offer')
          .filter({ hasText: '20% off for the first 100' })
          .getByRole('button', { name: 'Apply FIRST100' })
          .click()
        await page.waitForURL(`${journey.store.url}/cart`)
        const coupon = page.getByTestId('applied-coupon')
        await coupon.getByText('FIRST100 applied: you save $2.59').waitFor()
        expect(await page.getByTestId('cart-totals').textContent()).toContain('Order discount (FIRST100)−$2.59')
        await coupon.getByRole('button', { name: 'Remove' }).click()
        await page.getByRole('link', { name: 'Apply a coupon' }).waitFor()
        // The offers follow the cart: two lasagnes pass WELCOME10's minimum, read afresh rather than as
        // the visit before left them.
        await page.getByTestId('cart-line').getByRole('button', { name: 'Increase quantity' }).click()
        await page.getByTestId('line-quantity').filter({ hasText: /^2$/ }).waitFor()
        await page.getByRole('link', { name: 'Apply a coupon' }).click()
        await welcome.getByRole('button', { name: 'Apply WELCOME10' }).waitFor()
        // A typed code that does not apply gets the server's reason in a toast.
        await visit(page, `${journey.store.url}/cart/discounts`)
        await page.getByLabel('Coupon code').fill('spring')
        await page.getByRole('button', { name: 'Apply', exact: true }).click()
        await page.getByText('This offer has ended').waitFor()
        await close()
      })

      it('shows the spec error texts: failed remove, failed cart fetch on home', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        await page
          .locator('[data-testid="products-infinite-scroll"] article')
          .filter({ hasText: 'Garlic Pizza Bread' })
          .getByRole('button', { name: 'Add to Cart' })
          .click()
        await page.getByText('Added to cart').waitFor()
        await visit(page, `${journey.store.url}/cart`)
        await page.getByTestId('cart-line').waitFor()
        await page.route('**/api/cart/remove/**', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
        )
        await page.getByRole('button', { name: 'Decrease quantity' }).click()
        const removeError = page.getByText('Error remove item from cart')
        await removeError.waitFor()
        await page.getByRole('button', { name: 'Close message' }).first().click()
        await removeError.waitFor({ state: 'detached' })
        await page.route('**/api/get-cart**', (route) =>
          route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"x"}' }),
        )
        await visit(page, journey.store.url)
        await page.getByText('Cart Fetch Error').waitFor()
        await close()
      })
    })
  }
})
