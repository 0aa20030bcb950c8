/**
 * The store's days in UTC instants (decision 0092). Orders keep `placed_at` as an ISO instant in UTC;
 * SQLite knows no time zones, so the day boundaries and the UTC offsets in force are worked out here,
 * with Intl, and handed to SQL as plain values that both databases compare the same way.
 */

import { offsetMinutes, wallClock } from '../store/zone-clock.ts'

/** The instant the store's day starts, `daysBack` days before the day of `at`. */
export function startOfDay(at: Date, timeZone: string, daysBack = 0): Date {
  const w = wallClock(at, timeZone)
  const midnight = Date.UTC(w.year, w.month - 1, w.day - daysBack)
  // The offset at midnight may differ from now's (a DST change in between): settle it in two steps.
  let guess = midnight - offsetMinutes(new Date(midnight), timeZone) * 60_000
  guess = midnight - offsetMinutes(new Date(guess), timeZone) * 60_000
  return new Date(guess)
}

export interface Span {
  from: Date
  to: Date
}

/**
 * A period of `days` store days ending now (today so far included), and the one before it: as long as
 * this one has run so far, starting `days` days earlier, so "today until 14:00" compares with
 * "yesterday until 14:00" (decision 0092).
 */
export function periodAndBefore(now: Date, timeZone: string, days: number): { current: Span; previous: Span } {
  const from = startOfDay(now, timeZone, days - 1)
  const previousFrom = startOfDay(now, timeZone, 2 * days - 1)
  const elapsed = now.getTime() - from.getTime()
  return { current: { from, to: now }, previous: { from: previousFrom, to: new Date(previousFrom.getTime() + elapsed) } }
}

/** A UTC offset in force from `from` on (the first segment's `from` is the span's). */
export interface OffsetSegment {
  from: Date
  minutes: number
}

/**
 * The UTC offsets in force during a span: one segment, or more where the zone changes its clocks. Hour
 * buckets in SQL shift each order by its segment's offset. Changes are looked for every 6 hours (no zone
 * changes its clocks twice so close together), then found to the minute (every zone changes on a whole
 * minute): about 150 readings of the zone for 30 days, not one an hour.
 */
export function offsetSegments(span: Span, timeZone: string): OffsetSegment[] {
  const STEP = 6 * 3_600_000
  const segments: OffsetSegment[] = [{ from: span.from, minutes: offsetMinutes(span.from, timeZone) }]
  for (let t = span.from.getTime() + STEP; t < span.to.getTime() + STEP; t += STEP) {
    const at = Math.min(t, span.to.getTime())
    const minutes = offsetMinutes(new Date(at), timeZone)
    if (minutes === segments.at(-1)!.minutes) continue
    let low = Math.max(segments.at(-1)!.from.getTime(), at - STEP) // same offset as the last segment
    let high = at // the new offset
    while (high - low > 60_000) {
      const mid = low + Math.floor((high - low) / 120_000) * 60_000
      if (offsetMinutes(new Date(mid), timeZone) === minutes) high = mid
      else low = mid
    }
    segments.push({ from: new Date(high), minutes })
  }
  return segments
}
