import fs from 'node:fs'
import path from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/support/chromium.ts'
import { runningInCI } from '../../test/support/ci.ts'

export { CHROMIUM_PATH }

/** Without Chromium the journeys cannot run; in CI that is a failure, elsewhere a loud skip. */
export const browserAvailable = fs.existsSync(CHROMIUM_PATH)
if (!browserAvailable) {
  if (runningInCI) throw new Error(`In CI (CI is set) but Chromium is missing at ${CHROMIUM_PATH}: the end-to-end journeys must run in CI.`)
  console.warn(`\n  Chromium not found at ${CHROMIUM_PATH}: SKIPPING end-to-end journeys (apt-get install chromium).\n`)
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  })
}

export const VIEWPORTS = { phone: { width: 375, height: 812 }, desktop: { width: 1280, height: 800 } } as const

/** Screenshots go to screenshots/ (ignored by git) so a person can look at every screen. */
export async function screenshot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../../screenshots')
  fs.mkdirSync(dir, { recursive: true })
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true })
}

/**
 * The first screen only, as a person opening the page sees it (sticky bars where they sit), for the
 * README's owner tour: screenshots/first-<name>.png, copied to docs/admin/ by hand when it changes.
 */
export async function firstScreen(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '../../screenshots')
  fs.mkdirSync(dir, { recursive: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: path.join(dir, `first-${name}.png`) })
}
