import { describe, expect, it } from 'vitest'
import { offsetMinutes } from '../store/zone-clock.ts'
import { offsetSegments, periodAndBefore, startOfDay } from './periods.ts'

/** The store's days and hour offsets (decision 0092), including a day that has 25 hours. */
describe('dashboard periods', () => {
  it('reads the offset of whole-hour and half-hour zones', () => {
    expect(offsetMinutes(new Date('2026-11-20T09:15:00Z'), 'Asia/Kolkata')).toBe(330)
    expect(offsetMinutes(new Date('2026-07-01T12:00:00Z'), 'Europe/London')).toBe(60)
    expect(offsetMinutes(new Date('2026-12-01T12:00:00Z'), 'America/New_York')).toBe(-300)
  })

  it('finds the start of a store day, across a change of the clocks', () => {
    expect(startOfDay(new Date('2026-11-20T09:15:00Z'), 'Asia/Kolkata').toISOString()).toBe('2026-11-19T18:30:00.000Z')
    // London's clocks went back on 25 October 2026: that day started in summer time and ended in winter time.
    expect(startOfDay(new Date('2026-10-26T12:00:00Z'), 'Europe/London', 1).toISOString()).toBe('2026-10-24T23:00:00.000Z')
    expect(startOfDay(new Date('2026-10-26T12:00:00Z'), 'Europe/London').toISOString()).toBe('2026-10-26T00:00:00.000Z')
    // 23:30 in New York is already the next day in UTC.
    expect(startOfDay(new Date('2026-12-02T04:30:00Z'), 'America/New_York').toISOString()).toBe('2026-12-01T05:00:00.000Z')
  })

  it('compares a period so far with as long a stretch of the period before', () => {
    const { current, previous } = periodAndBefore(new Date('2026-11-20T09:15:00Z'), 'UTC', 7)
    expect([current.from, current.to, previous.from, previous.to].map((d) => d.toISOString())).toEqual([
      '2026-11-14T00:00:00.000Z',
      '2026-11-20T09:15:00.000Z',
      '2026-11-07T00:00:00.000Z',
      '2026-11-13T09:15:00.000Z',
    ])
  })

  it('splits a span where the clocks change, to the minute', () => {
    const span = { from: new Date('2026-10-20T00:00:00Z'), to: new Date('2026-10-30T00:00:00Z') }
    expect(offsetSegments(span, 'Europe/London')).toEqual([
      { from: span.from, minutes: 60 },
      { from: new Date('2026-10-25T01:00:00Z'), minutes: 0 },
    ])
    expect(offsetSegments(span, 'Asia/Kolkata')).toEqual([{ from: span.from, minutes: 330 }])
  })
})
