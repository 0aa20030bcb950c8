import type { OffsetWindow } from '@store/core'
import { offsetMinutes } from './zone-clock.ts'

const MINUTE = 60_000
const DAY = 1440 * MINUTE
/** How far each way a change of offset is looked for: beyond it the browser asks Intl again. */
const REACH_DAYS = 370

/** Minutes `timeZone` is ahead of UTC at the minute `t` falls in. */
const offsetAt = (timeZone: string, t: number): number => offsetMinutes(new Date(Math.floor(t / MINUTE) * MINUTE), timeZone)

/** The first minute in (before, after] whose offset is not `before`'s (offsets change on whole minutes). */
function changeBetween(timeZone: string, before: number, after: number): number {
  const offset = offsetAt(timeZone, before)
  let lo = Math.floor(before / MINUTE)
  let hi = Math.floor(after / MINUTE)
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (offsetAt(timeZone, mid * MINUTE) === offset) lo = mid
    else hi = mid
  }
  return hi * MINUTE
}

/**
 * The store's offset at `now` and the instants between which it holds (decision 0103): the last change
 * before and the next after, found day by day then to the minute; null where none comes within a year.
 * Bounded by changes only, so every server gives the same answer until the offset changes.
 */
function offsetWindow(timeZone: string, now: number): OffsetWindow {
  const offset = offsetAt(timeZone, now)
  let until: number | null = null
  for (let day = 1; day <= REACH_DAYS && until === null; day++)
    if (offsetAt(timeZone, now + day * DAY) !== offset) until = changeBetween(timeZone, now + (day - 1) * DAY, now + day * DAY)
  let from: number | null = null
  for (let day = 1; day <= REACH_DAYS && from === null; day++)
    if (offsetAt(timeZone, now - day * DAY) !== offset) from = changeBetween(timeZone, now - day * DAY, now - (day - 1) * DAY)
  return { offset, from, until }
}

const known = new Map<string, OffsetWindow>()
/** offsetWindow, worked out once per zone and offset period (about 740 Intl calls) and kept while it holds. */
export function storeOffsetWindow(timeZone: string, now = Date.now()): OffsetWindow {
  const kept = known.get(timeZone)
  if (kept && (kept.from === null || now >= kept.from) && (kept.until === null || now < kept.until)) return kept
  const fresh = offsetWindow(timeZone, now)
  known.set(timeZone, fresh)
  return fresh
}
