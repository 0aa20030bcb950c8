import { describe, expect, it } from 'vitest'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

/**
 * A dish with none left at the shopper's branch: its card, its page and search say "Sold out" on a
 * disabled button, and a cart that held it says it is sold out (not "no longer available"), at 375
 * and 1280 px.
 */
describe.skipIf(!browserAvailable)('sold out', () => {
  const journey = useStoreAndBrowser()

  async function setStock(slug: string, stock: number | null) {
    const { url, ownerHeaders } = journey.store
    const { product } = (await (await fetch(`${url}/api/get-product?slug=${slug}`)).json()) as { product: { id: number } }
    const doc = (await (await fetch(`${url}/api/admin/products/${product.id}`, { headers: ownerHeaders })).json()) as Record<
      string,
      unknown
    >
    const { id: _id, ...input } = doc
    const res = await fetch(`${url}/api/admin/products/${product.id}`, {
      method: 'PUT',
      headers: ownerHeaders,
      body: JSON.stringify({ ...input, stock }),
    })
    if (!res.ok) throw new Error(`stock: ${res.status} ${await res.text()}`)
  }

  for (const width of ['phone', 'desktop'] as const) {
    it(`shows a sold-out dish as sold out everywhere at ${width === 'phone' ? 375 : 1280}px`, async () => {
      const { page, close } = await openPage(journey.browser, width)
      // In the cart first, then the last one goes.
      await visit(page, `${journey.store.url}/product/tiramisu`)
      await page.getByRole('button', { name: 'Add to Cart' }).click()
      await page.getByText('Added to cart').waitFor()
      await setStock('tiramisu', 0)
      try {
        await visit(page, `${journey.store.url}/product/tiramisu`)
        const soldOut = page.getByRole('button', { name: 'Sold out' })
        await soldOut.first().waitFor()
        expect(await soldOut.first().isDisabled()).toBe(true)
        expect(await page.getByRole('button', { name: 'Add to Cart' }).count()).toBe(0)
        await screenshot(page, `sold-out-product-${width}`)

        await visit(page, `${journey.store.url}/search?q=tiramisu`)
        const card = page.getByRole('listitem').filter({ hasText: 'Tiramisu' }).first()
        await card.getByRole('button', { name: 'Sold out' }).waitFor()
        expect(await card.getByRole('button', { name: 'Sold out' }).isDisabled()).toBe(true)
        await screenshot(page, `sold-out-search-${width}`)

        await visit(page, `${journey.store.url}/cart`)
        await page.getByText('Tiramisu is sold out').first().waitFor()
        expect(await page.getByText('no longer available').count()).toBe(0)
        expect(await page.getByTestId('cart-line').filter({ hasText: 'Tiramisu' }).textContent()).toContain('Sold out')
        await screenshot(page, `sold-out-cart-${width}`)
      } finally {
        await setStock('tiramisu', null)
      }
      await close()
    })
  }
})
