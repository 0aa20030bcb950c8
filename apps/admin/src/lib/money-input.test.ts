import { describe, expect, it } from 'vitest'
import { fromMinor, toMinor, toWhole } from './money-input.ts'

describe('typed amounts and counts', () => {
  it('reads an amount in the main unit as minor units, with the store’s decimals', () => {
    expect(toMinor('12.5', 2)).toBe(1250)
    expect(toMinor(' 7.99 ', 2)).toBe(799)
    expect(toMinor('0', 2)).toBe(0)
    expect(toMinor('12', 0)).toBe(12)
    expect(fromMinor(1250, 2)).toBe('12.50')
    expect(fromMinor(5, 2)).toBe('0.05')
  })

  it('reads nothing from text that is not an amount, so it is never saved as one (decision 0059)', () => {
    for (const text of ['', '1e309', 'Infinity', '-5', 'abc', '12.345', '7.999', '1,299.50', '$7', '1e6', '0x10', '.5', '9'.repeat(400)])
      expect(toMinor(text, 2), text).toBeUndefined()
  })

  it('reads a count as a whole number, and nothing else', () => {
    expect(toWhole('12')).toBe(12)
    expect(toWhole('0')).toBe(0)
    for (const text of ['', 'Infinity', '1e309', '-3', '2.5', 'xyz', '1e3', '9'.repeat(17)]) expect(toWhole(text), text).toBeUndefined()
  })
})
