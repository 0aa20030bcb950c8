import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit, type Width } from './support/pages.ts'

/**
 * Waits until the home page has its final layout for this width. `visit` returns when the app's shell
 * has hydrated (data-hydrated), but every home block is its own Suspense boundary and hydrates in a
 * later task; only then does a wide screen swap the server's phone strip of categories for the grid
 * (spec §2), which moves every block below it. Until that happens the blocks neither react to the
 * mouse nor stand where they will stay, so journeys that hover, measure or read the layout of the
 * home wait for it first.
 */
async function homeLaidOut(page: Page, width: Width): Promise<void> {
  await page.waitForFunction(
    (display) => {
      const strip = document.querySelector('[data-block="categories_horizontal_strip"] ul')
      return strip !== null && getComputedStyle(strip).display === display
    },
    width === 'phone' ? 'flex' : 'grid',
  )
}

describe.skipIf(!browserAvailable)('storefront journeys (demo store)', () => {
  const journey = useStoreAndBrowser()

  for (const width of ['phone', 'desktop'] as Width[]) {
    describe(`at ${width === 'phone' ? 375 : 1280}px`, () => {
      it('renders the home blocks from the layout, with tinted category tiles and the footer', async () => {
        const { page, errors, close } = await openPage(journey.browser, width)
        const apiCalls: { url: URL; headers: Record<string, string> }[] = []
        page.on('request', (r) => {
          if (r.url().includes('/api/')) apiCalls.push({ url: new URL(r.url()), headers: r.headers() })
        })
        await visit(page, journey.store.url)
        await page.locator('header').getByText('Bella Forno').waitFor()
        await homeLaidOut(page, width)
        for (const code of [
          'banner_slider',
          'search_block',
          'categories_horizontal_strip',
          'products_display',
          'static_banner',
          'product_horizontal_strip',
          'slider_centered',
          'categories_grid',
          'custom_html_block',
          'products_infinite_scroll',
        ]) {
          expect(await page.locator(`[data-block="${code}"]`).count(), code).toBe(1)
        }
        expect(await page.locator('[data-block="bottom_nav"] nav').isVisible()).toBe(width === 'phone')
        // spec §2: the horizontal strip is a grid on wide screens
        expect(await page.locator('[data-block="categories_horizontal_strip"] ul').evaluate((ul) => getComputedStyle(ul).display)).toBe(
          width === 'phone' ? 'flex' : 'grid',
        )
        const tile = page.locator('[data-block="categories_grid"] a[href="/category/pizzas"]')
        expect(await tile.evaluate((a) => getComputedStyle(a).backgroundColor)).toBe('rgba(228, 87, 46, 0.2)') // #e4572e + 33 alpha
        expect(await page.getByTestId('site-footer').textContent()).toContain('Powered by')
        await screenshot(page, `home-${width}`)
        // spec §7: every call carries branch_id, the XMLHttpRequest marker and the guest id
        await page.locator('[data-testid="products-infinite-scroll"] article').first().waitFor()
        expect(apiCalls.length).toBeGreaterThan(0)
        for (const call of apiCalls) {
          expect(call.url.searchParams.get('branch_id')).toBe('1')
          expect(call.headers['x-requested-with']).toBe('XMLHttpRequest')
          expect(call.headers['guest-id']).toMatch(/^[0-9a-f-]{36}$/)
        }
        const saved = await page.evaluate(() => ({ state: localStorage.getItem('storefront'), guest: localStorage.getItem('guest_id') }))
        expect(JSON.parse(saved.state!).state.siteSettings.storeName).toBe('Bella Forno')
        expect(saved.guest).toBe(apiCalls[0]!.headers['guest-id'])
        expect(errors).toEqual([])
        await close()
      })

      it('appends pages in the infinite-scroll block as the shopper scrolls', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        const cards = page.locator('[data-testid="products-infinite-scroll"] article')
        await cards.nth(11).waitFor()
        expect(await cards.count()).toBe(12)
        await cards.nth(11).scrollIntoViewIfNeeded()
        await cards.nth(23).waitFor()
        expect(await cards.count()).toBeGreaterThanOrEqual(24)
        await close()
      })

      it('opens a product as a dialog on wide screens and full-page on phones; close goes back', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        await page.locator('[data-block="products_display"] a[href="/product/margherita-pizza"]').first().click()
        await page.getByRole('heading', { name: 'Margherita Pizza' }).waitFor()
        const dialog = page.getByRole('dialog')
        if (width === 'desktop') {
          expect(await dialog.isVisible()).toBe(true)
          expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(480)
          expect(await page.locator('[data-block="banner_slider"]').count()).toBe(1) // home stays behind
          await screenshot(page, 'product-dialog-desktop')
          await page.getByRole('button', { name: 'Close' }).click()
        } else {
          expect(await dialog.count()).toBe(0)
          await screenshot(page, 'product-page-phone')
          await page.getByRole('button', { name: 'Back' }).click()
        }
        await page.waitForURL(journey.store.url + '/')
        expect(await page.title()).toBe('Bella Forno — wood-fired pizza, burgers and more')
        await close()
      })

      it('shows the product with price, struck original price and its head tags', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/product/margherita-pizza`)
        await page.getByRole('heading', { name: 'Margherita Pizza' }).waitFor()
        const cta = page.getByTestId('price-cta').last()
        expect(await cta.locator('s').textContent()).toBe('$11.99')
        expect(await cta.textContent()).toContain('$9.99')
        expect(await page.title()).toBe('Margherita Pizza | Bella Forno')
        expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${journey.store.url}/product/margherita-pizza`)
        if (width === 'desktop') {
          // No history inside the app: closing goes home.
          await page.getByRole('button', { name: 'Close' }).click()
          await page.waitForURL(journey.store.url + '/')
        }
        await close()
      })

      it('renders content pages wider (80vw) in the dialog', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/page/about-us`)
        await page.getByRole('heading', { name: 'About us' }).waitFor()
        expect(await page.locator('.owner-html h2').first().textContent()).toBe('Our kitchen')
        if (width === 'desktop') expect(Math.round((await page.getByRole('dialog').boundingBox())!.width)).toBe(1024)
        await screenshot(page, `content-page-${width}`)
        await close()
      })

      it('searches as the shopper types, with a no-results state', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/search`)
        const box = page.getByPlaceholder('Search for products...')
        await box.fill('p')
        await page.getByText('Type at least 2 characters to search.').waitFor()
        await box.fill('piz')
        await page.getByText('6 results').waitFor()
        // The cards are drawn as a deferred render (InfiniteProducts), a moment after the count.
        await page.getByRole('article').nth(5).waitFor()
        expect(await page.getByRole('article').count()).toBe(6)
        await screenshot(page, `search-${width}`)
        await box.fill('zzqq')
        await page.getByText('No results for “zzqq”. Try another word.').waitFor()
        await close()
      })

      it('shows a category with its products, and the not-found page for unknown paths', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, `${journey.store.url}/category/pizzas`)
        await page.getByRole('heading', { name: 'Pizzas' }).waitFor()
        await page.getByRole('article').nth(5).waitFor()
        expect(await page.title()).toBe('Pizzas | Bella Forno')
        await screenshot(page, `category-${width}`)
        for (const path of ['/no/such/page', '/404', '/product/no-such-product']) {
          await visit(page, journey.store.url + path)
          await page.getByRole('heading', { name: 'Page not found' }).waitFor()
        }
        await close()
      })

      it('lets the shopper pick a branch, and shows that branch prices', async () => {
        const { page, close } = await openPage(journey.browser, width)
        await visit(page, journey.store.url)
        const card = page.locator('[data-block="products_display"] article').filter({ hasText: 'Margherita Pizza' })
        expect(await card.getByTestId('price-cta').textContent()).toContain('$9.99')
        await page.getByRole('button', { name: 'Downtown' }).click()
        await page.getByRole('button', { name: /Riverside/ }).click()
        await page.getByRole('button', { name: 'Riverside' }).waitFor()
        await page.waitForFunction(() => document.body.innerText.includes('$9.49'))
        expect(await card.getByTestId('price-cta').textContent()).toContain('$9.49')
        const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('storefront')!).state)
        expect(saved.selected_branch.name).toBe('Riverside')
        expect(saved.manual_selection_done).toBe(true)
        await page.reload()
        await page.getByRole('button', { name: 'Riverside' }).waitFor()
        await page.waitForFunction(() => document.body.innerText.includes('$9.49'))
        await close()
      })

      it('shows the offline screen while the browser is offline', async () => {
        const { page, expectConsole, close } = await openPage(journey.browser, width)
        // What the page still fetches once offline (the carousel's next photo, say) fails as it would
        // for any shopper: Chromium's line for it is expected, and the screen explains.
        expectConsole(/^Failed to load resource: net::ERR_INTERNET_DISCONNECTED$/)
        await visit(page, journey.store.url)
        await page.locator('header').waitFor()
        await page.context().setOffline(true)
        await page.getByText('You are offline!').waitFor()
        expect(await page.getByText('Please check your internet connection.').isVisible()).toBe(true)
        await screenshot(page, `offline-${width}`)
        await page.context().setOffline(false)
        await page.locator('header').waitFor()
        expect(await page.getByText('You are offline!').count()).toBe(0)
        await close()
      })

      it('hides the footer on cart, checkout, login, register, forgot-password and add-address only', async () => {
        const { page, close } = await openPage(journey.browser, width)
        for (const path of ['/cart', '/checkout', '/login', '/register', '/forgot-password', '/account/add-address']) {
          await visit(page, journey.store.url + path)
          await page.locator('h1').first().waitFor()
          expect(await page.getByTestId('site-footer').count(), path).toBe(0)
        }
        // /account shows it too, once logged in (e2e/accounts.e2e.test.ts); a guest is sent to /login.
        for (const path of ['/category/pizzas', '/search', '/page/about-us']) {
          await visit(page, journey.store.url + path)
          await page.getByTestId('site-footer').waitFor()
        }
        await close()
      })
    })
  }

  it('pauses carousels on hover and on focus', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    await visit(page, journey.store.url)
    await homeLaidOut(page, 'desktop')
    const carousel = page.locator('[data-block="banner_slider"] [aria-roledescription="carousel"]')
    expect(await carousel.getAttribute('data-autoplay')).toBe('playing')
    await carousel.hover()
    expect(await carousel.getAttribute('data-autoplay')).toBe('hovered')
    await page.mouse.move(0, 700)
    await carousel.getByRole('button', { name: 'Show slide 2' }).focus()
    expect(await carousel.getAttribute('data-autoplay')).toBe('focused')
    await close()
  })

  it('restores the home scroll position after a dialog on wide screens', async () => {
    const { page, close } = await openPage(journey.browser, 'desktop')
    await visit(page, journey.store.url)
    // Scrolling before the categories grid replaces the strip would measure a position that the
    // grid then shifts (the browser's scroll anchoring moves scrollY by the grid's extra height).
    await homeLaidOut(page, 'desktop')
    const target = page.locator('[data-block="product_horizontal_strip"] a[href="/product/smoky-bbq-burger"]').first()
    await target.scrollIntoViewIfNeeded()
    const before = await page.evaluate(() => window.scrollY)
    expect(before).toBeGreaterThan(300)
    await target.click()
    await page.getByRole('dialog').waitFor()
    await page.getByRole('button', { name: 'Close' }).click()
    await page.waitForURL(journey.store.url + '/')
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before)
    await close()
  })
})
