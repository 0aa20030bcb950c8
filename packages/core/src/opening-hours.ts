import type { Static } from 'typebox'
import type { OpeningHours } from './api/store.ts'

/**
 * Opening hours (decision 0057). A branch with no hours listed is always open; with hours, it takes
 * orders only inside them, read in the store's time zone (setting `timezone`, an IANA name). A window
 * whose close is not after its open runs past midnight into the next day.
 */
export const TIMEZONE_SETTING = 'timezone'
export const DEFAULT_TIMEZONE = 'UTC'
/** The owner's words for an order refused outside opening hours; the branch's next opening follows them. */
export const CLOSED_MESSAGE_SETTING = 'closed_hours_message'
export const DEFAULT_CLOSED_MESSAGE = 'We are closed right now.'

type Hours = Static<typeof OpeningHours>
const DAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const
const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const
const MINUTES_A_DAY = 1440
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/**
 * The store's UTC offset and the instants it holds between (null: no change within a year), which the
 * server works out from `timezone` as the derived setting `timezone_offset` (decision 0103). With it the
 * browser reads the store's clock without Intl, whose first use in a page is one long task (~40 ms on a
 * fast machine, four times that on a phone); outside its window the browser asks Intl, as the server does.
 */
export const TIMEZONE_OFFSET_SETTING = 'timezone_offset'
export interface OffsetWindow {
  /** Minutes to add to UTC. */
  offset: number
  from: number | null
  until: number | null
}

/** The derived setting's value, or null for anything that is not one (an old cached bootstrap, a typo). */
export function readOffsetWindow(value: unknown): OffsetWindow | null {
  if (typeof value !== 'string') return null
  try {
    const w = JSON.parse(value) as Partial<OffsetWindow>
    const instant = (v: unknown) => v === null || Number.isFinite(v)
    return Number.isInteger(w.offset) && instant(w.from) && instant(w.until) ? (w as OffsetWindow) : null
  } catch {
    return null
  }
}

export type OpeningState = { open: true } | { open: false; opens: { inDays: number; day: string; time: string } | null }

/** The day of the week and the minute of the day it is in `timeZone` at `now`. */
function localTime(now: Date, timeZone: string, known?: OffsetWindow | null): { day: number; minute: number } {
  const t = now.getTime()
  if (known && (known.from === null || t >= known.from) && (known.until === null || t < known.until)) {
    const local = new Date(t + known.offset * 60_000)
    return { day: local.getUTCDay(), minute: local.getUTCHours() * 60 + local.getUTCMinutes() }
  }
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .formatToParts(now)
    .reduce<Record<string, string>>((all, p) => ({ ...all, [p.type]: p.value }), {})
  const day = DAYS.indexOf((parts.weekday ?? 'Sun').toLowerCase().slice(0, 3) as (typeof DAYS)[number])
  return { day, minute: Number(parts.hour) * 60 + Number(parts.minute) }
}

/**
 * Whether a branch with these hours is open at `now`, and if not, when it next opens (null: never).
 * `known`: the zone's offset window, when the caller has one (the browser).
 */
export function openingState(hours: readonly Hours[], now: Date, timeZone: string, known?: OffsetWindow | null): OpeningState {
  if (hours.length === 0) return { open: true }
  const { day, minute } = localTime(now, timeZone, known)
  for (const h of hours) {
    const start = minutes(h.open)
    const end = minutes(h.close) > start ? minutes(h.close) : minutes(h.close) + MINUTES_A_DAY
    const offset = (day - DAYS.indexOf(h.day) + 7) % 7 // 0: it started today, 1: yesterday
    const at = minute + offset * MINUTES_A_DAY
    if ((offset === 0 || offset === 1) && at >= start && at < end) return { open: true }
  }
  let next: { inDays: number; day: string; time: string; key: number } | null = null
  for (const h of hours) {
    const start = minutes(h.open)
    let inDays = (DAYS.indexOf(h.day) - day + 7) % 7
    if (inDays === 0 && start <= minute) inDays = 7
    const key = inDays * MINUTES_A_DAY + start
    if (!next || key < next.key) next = { inDays, day: DAY_NAMES[DAYS.indexOf(h.day)]!, time: h.open, key }
  }
  return { open: false, opens: next && { inDays: next.inDays, day: next.day, time: next.time } }
}

/** "opens today at 11:00", "opens tomorrow at 11:00", "opens on Monday at 11:00". */
export function opensSentence(opens: { inDays: number; day: string; time: string }): string {
  const when = opens.inDays === 0 ? 'today' : opens.inDays === 1 ? 'tomorrow' : `on ${opens.day}`
  return `opens ${when} at ${opens.time}`
}

/**
 * What a shopper reads beside a branch that takes no orders now, in the same words as checkout's
 * refusal (decision 0057): "Closed · opens tomorrow at 09:00"; "Closed" for a branch switched off or
 * without a next opening; null while it is open.
 */
export function branchClosedText(
  branch: { is_open: boolean; opening_hours: readonly Hours[] },
  now: Date,
  timeZone: string,
  known?: OffsetWindow | null,
): string | null {
  if (!branch.is_open) return 'Closed'
  const state = openingState(branch.opening_hours, now, timeZone, known)
  if (state.open) return null
  return state.opens ? `Closed · ${opensSentence(state.opens)}` : 'Closed'
}
