import { describe, expect, it } from 'vitest'
import { settingValueForWire } from './settings.ts'

describe('settingValueForWire', () => {
  it("turns 'true'/'false' into booleans and leaves everything else alone", () => {
    expect(settingValueForWire('true')).toBe(true)
    expect(settingValueForWire('false')).toBe(false)
    expect(settingValueForWire('TRUE')).toBe('TRUE')
    expect(settingValueForWire('2')).toBe('2')
    expect(settingValueForWire('')).toBe('')
  })
})
