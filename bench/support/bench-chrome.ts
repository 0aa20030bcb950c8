import * as chromeLauncher from 'chrome-launcher'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../test/support/chromium.ts'

/**
 * Headless Chromium withholds frames from a page whose first frames had nothing new to draw (viz's
 * no-damage throttle, about one frame a second), so a page ready to paint at 0.3 s is often first
 * presented at 1.2–1.3 s, at random. Lighthouse's simulation then counts everything loaded before that
 * late paint, and every figure moves with it (decision 0104). The benches measure the page as a phone
 * with a screen shows it; BENCH_FRAME_THROTTLE=1 keeps the headless default, to compare.
 */
const NO_FRAME_THROTTLE = process.env.BENCH_FRAME_THROTTLE ? [] : ['--disable-features=ThrottleRepeatedNoDamageFrames']

/** The Chromium every Lighthouse run of the benches uses (web.bench.ts, trace-long-tasks.ts): one set of flags, so a trace is of the run the bench measures. */
export function launchBenchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS, ...NO_FRAME_THROTTLE],
  })
}
