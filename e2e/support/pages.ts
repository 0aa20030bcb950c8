import { expect } from 'vitest'
import type { Browser, ConsoleMessage, Page } from 'playwright-core'
import { VIEWPORTS } from './browser.ts'

export type Width = keyof typeof VIEWPORTS

/**
 * Chromium's own line for every answer of 400 or more ("Failed to load resource: the server responded
 * with a status of 404 (Not Found)"). A refused password or a not-found page is an answer the journey
 * expects and the screen explains; what the app itself logs (React's warnings, our console.error and
 * console.warn) still fails the journey.
 */
const HTTP_ERROR_LINE = /^Failed to load resource: the server responded with a status of [45]\d\d\b/

/** A console line that fails a journey: any error or warning, React's hydration warnings included. */
export function isProblem(message: Pick<ConsoleMessage, 'type' | 'text'>): boolean {
  const type = message.type()
  return (type === 'error' || type === 'warning') && !HTTP_ERROR_LINE.test(message.text())
}

/**
 * A fresh browser context (empty local storage) at the given width, failing on page errors and on any
 * console error or warning (a hydration mismatch, a React warning) on any screen it opens.
 */
export async function openPage(
  browser: Browser,
  width: Width,
): Promise<{ page: Page; errors: string[]; expectConsole(line: RegExp): void; close(): Promise<void> }> {
  const context = await browser.newContext({ viewport: VIEWPORTS[width] })
  const page = await context.newPage()
  const errors: string[] = []
  const expected: RegExp[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  page.on('console', (m) => {
    if (isProblem(m) && !expected.some((line) => line.test(m.text()))) errors.push(`console.${m.type()} at ${page.url()}: ${m.text()}`)
  })
  return {
    page,
    errors,
    /** A console line the journey causes on purpose (a script it injects to see the policy refuse it). */
    expectConsole: (line) => expected.push(line),
    // An uncaught error in the page fails the journey even when what it checked looked right.
    async close() {
      await context.close()
      if (errors.length > 0) throw new Error(`page errors: ${errors.join(' | ')}`)
    },
  }
}

/**
 * Opens a server-rendered screen with the app's script held back, so the shopper meets the server's
 * HTML alone (as on a slow phone); `release` lets the script load, and resolves once the app runs.
 */
export async function openBeforeTheApp(page: Page, url: string): Promise<{ release(): Promise<void> }> {
  let letThrough!: () => void
  const held = new Promise<void>((resolve) => (letThrough = resolve))
  // The entry module (the server starts it after the first paint, apps/server web/html.ts).
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined()
  return {
    async release() {
      letThrough()
      await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
    },
  }
}

/** Opens a storefront URL and waits until the app is interactive (hydrated), as a shopper would before tapping. */
export async function visit(page: Page, url: string): Promise<void> {
  await page.goto(url)
  await page.waitForSelector('html[data-hydrated="true"]', { state: 'attached' })
}

/** Logs in through the /login form with a password, as a shopper would, and waits until it has left the form. */
export async function logIn(page: Page, base: string, login: string, password: string): Promise<void> {
  await visit(page, `${base}/login`)
  await page.getByLabel('E-mail or phone').fill(login)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/login'))
}
