import { chromium } from 'playwright-core'
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] })
const base = process.argv[2] ?? 'http://localhost:3333'
const paths = (process.argv[3] ?? '/,/product/margherita-pizza,/category/pizzas,/search?q=piz,/page/about-us').split(',')
for (const [name, viewport] of [['phone', { width: 375, height: 812 }], ['desktop', { width: 1280, height: 800 }]] as const) {
  const page = await browser.newPage({ viewport })
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()) })
  page.on('pageerror', (e) => console.log('page error', e.message))
  for (const p of paths) {
    await page.goto(base + p)
    await page.waitForTimeout(1200)
    await page.screenshot({ path: `/tmp/shots/${name}${p.replace(/[^a-z0-9]+/gi, '_')}.png`, fullPage: p === '/' ? false : false })
  }
  await page.close()
}
await browser.close()
