import { describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { formatMoney, moneyFormatFromSettings, type Order } from '@store/core'
import { OWNER_TOKEN } from '../test/support/test-app.ts'
import { browserAvailable, screenshot } from './support/browser.ts'
import { useServerAndBrowser } from './support/journey.ts'
import { openPage } from './support/pages.ts'
import { startAdminStore } from './support/admin-store.ts'
import { addWithChoices, deliveryOrder, shopperWithAddress } from './support/admin-orders.ts'

/** 80 mm in PDF points (1/72 in), and the width left inside the page's 3 mm margins in CSS pixels (96 a inch). */
const PAGE_WIDTH_PT = (80 / 25.4) * 72
const PRINTABLE_PX = (74 / 25.4) * 96
/** A note with a word longer than the receipt is wide: it must wrap, not run off the paper. */
const NOTE = 'Ring twice please, the bell is broken. Gate code: 4471-BLUE-DOOR-SIDE-ENTRANCE-NEXT-TO-THE-BAKERY-VAN'

/**
 * The kitchen ticket and the delivery slip (decision 0095): each opens the browser's print from the
 * order's screen; in print media only the slip shows, 74 mm wide inside an 80 mm page, with its lines,
 * options and add-ons, note, and for delivery the address and totals; the desk's navigation is not
 * printed, and nothing runs past the paper's edge.
 */
describe.skipIf(!browserAvailable)('printing an order on 80 mm receipt paper', () => {
  const journey = useServerAndBrowser(startAdminStore)

  /** A delivery order of two Large, Thin-crust Margheritas with Olives and the garlic glaze, and a note. */
  async function pizzaOrder(): Promise<Order> {
    const { app } = journey.store
    const shopper = await shopperWithAddress(app, 'Meera')
    await addWithChoices(
      app,
      shopper,
      'margherita-pizza',
      2,
      [
        ['Size', 'Large'],
        ['Crust', 'Thin'],
      ],
      ['Olives', 'Garlic butter glaze'],
    )
    return deliveryOrder(app, shopper, NOTE)
  }

  /** Money as the store writes it (its settings from get-data). */
  async function storeMoney() {
    const { settings } = (await (await fetch(`${journey.store.url}/api/get-data`)).json()) as { settings: Record<string, unknown> }
    const format = moneyFormatFromSettings(settings)
    return (minor: number) => formatMoney(minor, format)
  }

  /** The order's screen, signed in with the owner token; window.print counts its calls instead of opening a dialog. */
  async function openOrder(order: Order) {
    const opened = await openPage(journey.browser, 'desktop')
    await opened.page.addInitScript((token) => {
      localStorage.setItem('store-admin-token', token)
      const counted = window as unknown as { printed: number }
      counted.printed = 0
      window.print = () => void (counted.printed += 1)
    }, OWNER_TOKEN)
    await opened.page.goto(`${journey.store.url}/admin/orders/${order.id}`)
    await opened.page.getByRole('heading', { name: `Order #${order.number}` }).waitFor()
    return opened
  }

  /**
   * What print media shows: the slip's text, and that nothing else is visible (no navigation, no
   * buttons, not the order's screen). Then, at the printable width, that nothing runs past it.
   */
  async function printed(page: Page) {
    await page.emulateMedia({ media: 'print' })
    const slip = page.locator('.print-slip')
    expect(await slip.isVisible()).toBe(true)
    // CSS locators, which find hidden elements too (role locators leave them out).
    const navs = await page.locator('nav').all()
    expect(navs.length).toBeGreaterThan(0)
    for (const nav of navs) expect(await nav.isVisible()).toBe(false)
    expect(await page.locator('button', { hasText: 'Print kitchen ticket' }).isVisible()).toBe(false)
    expect(await page.locator('h1', { hasText: 'Order #' }).isVisible()).toBe(false)
    expect(await page.getByText('Shop admin').first().isVisible()).toBe(false)
    const width = await slip.evaluate((el) => el.getBoundingClientRect().width)
    expect(width).toBeCloseTo(PRINTABLE_PX, 0)

    // The page as the printer lays it out: as wide as the paper inside its margins.
    const screen = page.viewportSize()!
    await page.setViewportSize({ width: Math.ceil(PRINTABLE_PX), height: 1000 })
    const edges = await slip.evaluate((el) => {
      const box = el.getBoundingClientRect()
      const inner = [...el.querySelectorAll('*')].map((child) => child.getBoundingClientRect().right)
      return {
        left: box.left,
        right: box.right,
        furthest: Math.max(box.right, ...inner),
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }
    })
    expect(edges.left).toBeGreaterThanOrEqual(0)
    expect(edges.furthest).toBeLessThanOrEqual(Math.ceil(PRINTABLE_PX))
    expect(edges.scrollWidth).toBeLessThanOrEqual(edges.clientWidth)
    const text = await slip.innerText()
    await page.setViewportSize(screen)
    return text
  }

  /** The PDF Chromium prints: its pages' sizes in points, from each page's MediaBox. */
  async function pdfPages(page: Page): Promise<{ width: number; height: number }[]> {
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1')
    return [...pdf.matchAll(/\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/g)].map((m) => ({ width: Number(m[1]), height: Number(m[2]) }))
  }

  it('prints the kitchen ticket: lines with options and add-ons and the note, no prices, alone on an 80 mm page', async () => {
    const order = await pizzaOrder()
    const money = await storeMoney()
    const { page, close } = await openOrder(order)
    await page.getByRole('button', { name: 'Print kitchen ticket' }).click()
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1)
    const text = await printed(page)
    expect(text).toContain(`#${order.number} · DELIVERY`)
    expect(text).toContain('2 × Margherita Pizza')
    for (const option of ['Size: Large', 'Crust: Thin', 'Extra toppings: Olives', 'Crust upgrade: Garlic butter glaze'])
      expect(text).toContain(option)
    expect(text.replace(/\s+/g, ' ')).toContain(`Note: ${NOTE}`)
    // The kitchen needs no prices, nor the address.
    expect(text).not.toContain(money(order.lines[0]!.line_total))
    expect(text).not.toContain('Total')
    expect(text).not.toContain('4 Lake View')

    const pages = await pdfPages(page)
    expect(pages).toHaveLength(1)
    expect(pages[0]!.width).toBeCloseTo(PAGE_WIDTH_PT, 0)
    await screenshot(page, 'admin-print-kitchen')
    await close()
  })

  it('prints the delivery slip: the same lines with prices, the address with its landmark, the phone and what to collect', async () => {
    const order = await pizzaOrder()
    const money = await storeMoney()
    const { page, close } = await openOrder(order)
    await page.getByRole('button', { name: 'Print delivery slip' }).click()
    await page.waitForFunction(() => (window as unknown as { printed: number }).printed === 1)
    const text = await printed(page)
    expect(text).toContain(`#${order.number} · DELIVERY`)
    expect(text).toContain(`2 × Margherita Pizza ${money(order.lines[0]!.line_total)}`)
    expect(text).toContain('Extra toppings: Olives')
    expect(text).toContain('Crust upgrade: Garlic butter glaze')
    expect(text.replace(/\s+/g, ' ')).toContain(`Note: ${NOTE}`)
    expect(text).toContain('4 Lake View, Flat 9, Springfield 10001')
    expect(text).toContain('Near the blue water tank')
    expect(text).toContain('+91 98450 55555')
    expect(text).toContain('Meera')
    expect(text).toContain(`Total ${money(order.totals.total)}`)
    expect(text).toContain(`To collect: ${money(order.totals.amount_due)}`)

    const pages = await pdfPages(page)
    expect(pages).toHaveLength(1)
    expect(pages[0]!.width).toBeCloseTo(PAGE_WIDTH_PT, 0)
    await screenshot(page, 'admin-print-delivery')
    await close()
  })
})
