import { describe, expect, it } from 'vitest'
import { ifRangeHolds, requestedRange } from './byte-range.ts'

describe('requestedRange', () => {
  it('reads one range of a 1000-byte file: from, from-to, the last N', () => {
    expect(requestedRange('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 })
    expect(requestedRange('bytes=500-', 1000)).toEqual({ start: 500, end: 999 })
    expect(requestedRange('bytes=900-5000', 1000)).toEqual({ start: 900, end: 999 })
    expect(requestedRange('bytes=-100', 1000)).toEqual({ start: 900, end: 999 })
    expect(requestedRange('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 })
  })

  it('says unsatisfiable past the end, and sends the whole file for what it does not take', () => {
    expect(requestedRange('bytes=1000-', 1000)).toBe('unsatisfiable')
    expect(requestedRange('bytes=-0', 1000)).toBe('unsatisfiable')
    expect(requestedRange('bytes=99999999999999999999-', 1000)).toBe('unsatisfiable')
    for (const header of [undefined, '', 'bytes=-', 'items=0-5', 'bytes=0-5,10-20', 'bytes=9-3', 'bytes=a-b', 'bytes=1e3-']) {
      expect(requestedRange(header, 1000), String(header)).toBeNull()
    }
  })
})

describe('ifRangeHolds', () => {
  const etag = '"abc"'
  const date = 'Tue, 24 Nov 2026 10:00:00 GMT'
  it('holds without a condition, or for the same ETag or date; not for another', () => {
    expect(ifRangeHolds(undefined, etag, date)).toBe(true)
    expect(ifRangeHolds('"abc"', etag, date)).toBe(true)
    expect(ifRangeHolds(date, etag, date)).toBe(true)
    expect(ifRangeHolds('"abd"', etag, date)).toBe(false)
    expect(ifRangeHolds('W/"abc"', etag, date)).toBe(false)
    expect(ifRangeHolds('Wed, 25 Nov 2026 10:00:00 GMT', etag, date)).toBe(false)
  })
})
