import * as chromeLauncher from 'chrome-launcher'

/** The Chromium every Lighthouse run of the benches uses (web.bench.ts, trace-long-tasks.ts): one set of flags, so a trace is of the run the bench measures. */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  })
}
