/**
 * Whether this run is CI's, where a suite that cannot run (no PostgreSQL, no Chromium, no deploy tools)
 * must fail instead of being skipped. Every check reads this one rule: CI systems set CI=true (some
 * CI=1); CI=false or CI=0, as a developer may set to run like a developer, is not CI.
 */
const ci = (process.env.CI ?? '').trim().toLowerCase()
export const runningInCI = ci !== '' && ci !== '0' && ci !== 'false'
