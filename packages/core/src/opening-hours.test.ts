import { describe, expect, it } from 'vitest'
import { branchClosedText, openingState, opensSentence } from './opening-hours.ts'

const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((day) => ({ day, open: '11:00', close: '22:00' }))
// 2026-11-25 is a Wednesday.
const at = (iso: string) => new Date(iso)

describe('opening hours', () => {
  it('is always open without hours', () => {
    expect(openingState([], at('2026-11-29T03:00:00Z'), 'UTC')).toEqual({ open: true })
  })

  it('is open inside a window and says when it next opens outside', () => {
    expect(openingState(weekdays, at('2026-11-25T12:00:00Z'), 'UTC')).toEqual({ open: true })
    expect(openingState(weekdays, at('2026-11-25T08:00:00Z'), 'UTC')).toEqual({
      open: false,
      opens: { inDays: 0, day: 'Wednesday', time: '11:00' },
    })
    expect(openingState(weekdays, at('2026-11-25T22:00:00Z'), 'UTC')).toMatchObject({ opens: { inDays: 1, day: 'Thursday' } })
    // Friday night to Monday.
    const closed = openingState(weekdays, at('2026-11-27T23:30:00Z'), 'UTC')
    expect(closed).toEqual({ open: false, opens: { inDays: 3, day: 'Monday', time: '11:00' } })
    if (!closed.open && closed.opens) expect(opensSentence(closed.opens)).toBe('opens on Monday at 11:00')
  })

  it("reads the hours in the store's time zone", () => {
    // 06:00 UTC is 11:30 in Kolkata (UTC+5:30): open there, closed in UTC.
    expect(openingState(weekdays, at('2026-11-25T06:00:00Z'), 'Asia/Kolkata')).toEqual({ open: true })
    expect(openingState(weekdays, at('2026-11-25T06:00:00Z'), 'UTC').open).toBe(false)
  })

  it('runs a window that closes after midnight into the next day', () => {
    const late = [{ day: 'fri' as const, open: '18:00', close: '02:00' }]
    expect(openingState(late, at('2026-11-28T01:30:00Z'), 'UTC')).toEqual({ open: true }) // Saturday 01:30
    expect(openingState(late, at('2026-11-28T02:00:00Z'), 'UTC')).toMatchObject({ open: false, opens: { inDays: 6, day: 'Friday' } })
  })

  it("says beside a branch when it opens, in checkout's words", () => {
    const branch = { is_open: true, opening_hours: weekdays }
    expect(branchClosedText(branch, at('2026-11-25T12:00:00Z'), 'UTC')).toBeNull()
    expect(branchClosedText(branch, at('2026-11-25T08:00:00Z'), 'UTC')).toBe('Closed · opens today at 11:00')
    expect(branchClosedText(branch, at('2026-11-25T22:00:00Z'), 'UTC')).toBe('Closed · opens tomorrow at 11:00')
    expect(branchClosedText(branch, at('2026-11-27T23:30:00Z'), 'UTC')).toBe('Closed · opens on Monday at 11:00')
    // In Kolkata 06:00 UTC is 11:30 on Wednesday: open.
    expect(branchClosedText(branch, at('2026-11-25T06:00:00Z'), 'Asia/Kolkata')).toBeNull()
    // Switched off by the owner: closed whatever the hours say, with no time to promise.
    expect(branchClosedText({ ...branch, is_open: false }, at('2026-11-25T12:00:00Z'), 'UTC')).toBe('Closed')
    expect(branchClosedText({ is_open: true, opening_hours: [] }, at('2026-11-25T03:00:00Z'), 'UTC')).toBeNull()
  })
})
