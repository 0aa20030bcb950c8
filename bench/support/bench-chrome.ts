import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/support/chromium.ts'

/** The Chromium every Lighthouse run of the benches uses (web.bench.ts, trace-long-tasks.ts): one set of flags, so a trace is of the run the bench measures. */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
  })
}
