import { describe, expect, it } from 'vitest'
import { branchClosedText, openingState, readOffsetWindow } from '@store/core'
import { storeOffsetWindow } from './time-zone-window.ts'

const at = (iso: string) => new Date(iso).getTime()
const weekdays = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((day) => ({ day, open: '09:00', close: '17:30' }))

describe('the store offset window the browser reads its clock with (decision 0103)', () => {
  it('bounds a zone with daylight saving by its last and next change, to the minute', () => {
    expect(storeOffsetWindow('America/New_York', at('2026-11-28T10:00:00Z'))).toEqual({
      offset: -300,
      from: at('2026-11-01T06:00:00Z'),
      until: at('2027-03-14T07:00:00Z'),
    })
    // Lord Howe moves by half an hour.
    expect(storeOffsetWindow('Australia/Lord_Howe', at('2026-07-01T00:00:00Z'))).toMatchObject({ offset: 630 })
    expect(storeOffsetWindow('Australia/Lord_Howe', at('2026-12-01T00:00:00Z'))).toMatchObject({ offset: 660 })
  })

  it('leaves a zone without changes unbounded', () => {
    expect(storeOffsetWindow('Asia/Kolkata', at('2026-11-28T10:00:00Z'))).toEqual({ offset: 330, from: null, until: null })
    expect(storeOffsetWindow('UTC', at('2026-11-28T10:00:00Z'))).toEqual({ offset: 0, from: null, until: null })
  })

  it('gives the same opening state as Intl at every hour around a change, and Intl decides outside the window', () => {
    const known = storeOffsetWindow('Europe/Berlin', at('2026-10-20T00:00:00Z'))
    expect(known.until).toBe(at('2026-10-25T01:00:00Z'))
    for (let t = at('2026-10-22T00:00:00Z'); t < at('2026-10-28T00:00:00Z'); t += 15 * 60_000) {
      const now = new Date(t)
      expect(openingState(weekdays, now, 'Europe/Berlin', known)).toEqual(openingState(weekdays, now, 'Europe/Berlin'))
    }
    // A window that claims the wrong offset is not used outside its bounds.
    const wrong = { offset: 0, from: at('2026-01-01T00:00:00Z'), until: at('2026-01-02T00:00:00Z') }
    const branch = { is_open: true, opening_hours: weekdays }
    expect(branchClosedText(branch, new Date('2026-11-25T08:30:00Z'), 'Europe/Berlin', wrong)).toBeNull()
    expect(branchClosedText(branch, new Date('2026-01-01T08:30:00Z'), 'Europe/Berlin', wrong)).toBe('Closed · opens today at 09:00')
  })

  it('reads only a well-formed setting', () => {
    expect(readOffsetWindow('{"offset":330,"from":null,"until":null}')).toEqual({ offset: 330, from: null, until: null })
    for (const bad of [undefined, 42, '', 'not json', '{"offset":1.5,"from":null,"until":null}', '{"offset":0,"from":"x","until":null}'])
      expect(readOffsetWindow(bad)).toBeNull()
  })
})
