import { describe, expect, it } from 'vitest'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useStoreAndBrowser } from './support/journey.ts'
import { openPage, visit } from './support/pages.ts'

/**
 * A server failure as the shopper sees it (decision 0072): the message names the request's id, the same
 * id the store sent in X-Request-Id and wrote on its log line, so a shopper who reports it names the request.
 */
describe.skipIf(!browserAvailable)('a 5xx in the storefront', () => {
  const journey = useStoreAndBrowser()

  it('shows the server’s message with the request’s reference', async () => {
    const { page, close } = await openPage(journey.browser, 'phone')
    await visit(page, `${journey.store.url}/search`)
    const ids: string[] = []
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/search-products') ids.push(res.headers()['x-request-id'] ?? '')
    })
    // The database goes away under the running store: a new search cannot be answered.
    await journey.store.database.db.close()
    await page.getByPlaceholder('Search for products...').fill('pizza')
    const alert = page.getByRole('alert').filter({ hasText: 'Search failed' })
    await alert.waitFor()
    const text = (await alert.textContent())!
    expect(text).toMatch(
      /^Search failed: Something went wrong on our side\. Please try again\. If it keeps happening, give the store this reference: \S+\.$/,
    )
    const shown = /reference: (\S+)\.$/.exec(text)![1]!
    expect(ids).toContain(shown) // the id of an answer the browser got (the query retries a 5xx once)
    await screenshot(page, 'server-error-reference-phone')
    await close()
  })
})
