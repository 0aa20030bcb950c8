import { chromium } from 'playwright-core'
import { seedSession, type Screen } from './web-screens.ts'

/**
 * BENCH_CHECK=1: opens every screen once in the bench's Chromium, without Lighthouse, and answers the
 * scripts each loaded. It checks the screens and their logged-in state before a long Lighthouse run,
 * and gives the JavaScript figures on a machine where Lighthouse should not run.
 */
export async function checkScreens(chromePort: number, base: string, screens: Screen[], session: unknown): Promise<Map<string, string[]>> {
  const scripts = new Map<string, string[]>()
  for (const screen of screens) {
    await seedSession(chromePort, base, screen.loggedIn ? session : null)
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`)
    try {
      const context = browser.contexts()[0]!
      const page = await context.newPage()
      const loaded: string[] = []
      page.on('response', (r) => {
        if (r.request().resourceType() === 'script') loaded.push(r.url())
      })
      const errors: string[] = []
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(base + screen.path, { waitUntil: 'networkidle' })
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
      const onLogin = new URL(page.url()).pathname === '/login' && screen.path !== '/login'
      if (onLogin || errors.length > 0) throw new Error(`${screen.path}: ${onLogin ? 'sent to /login (no session)' : errors.join(' | ')}`)
      scripts.set(screen.path, loaded)
      await page.close()
    } finally {
      await browser.close()
    }
  }
  return scripts
}
