/** The machine's Chromium and the flags every run of it uses: the journeys (e2e/support/browser.ts) and the benches' Lighthouse (bench/support/bench-chrome.ts). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
] as const
