/**
 * The wall clock and UTC offset of a time zone, from Intl (one formatter per zone, kept): what the
 * dashboard's days (decision 0092) and the store's offset window (decision 0103) are both worked out from.
 */

const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
    formatters.set(timeZone, f)
  }
  return f
}

/** The wall clock in `timeZone` at `at`, as the fields of a UTC date. */
export function wallClock(at: Date, timeZone: string) {
  const parts: Record<string, number> = {}
  for (const p of formatter(timeZone).formatToParts(at)) if (p.type !== 'literal') parts[p.type] = Number(p.value)
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! }
}

/** Minutes the zone's clock is ahead of UTC at `at` (330 in Asia/Kolkata, 60 or 0 in Europe/London). */
export function offsetMinutes(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone)
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second)
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000)
}
