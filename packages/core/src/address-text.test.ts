import { describe, expect, it } from 'vitest'
import { addressText } from './address-text.ts'

describe('addressText', () => {
  const address = {
    line1: '4 Lake View',
    line2: 'Flat 9',
    landmark: 'the blue water tank',
    city: 'Springfield',
    state: 'IL',
    pincode: '10001',
  }
  it('puts the street lines, the landmark, then city, state and pincode on one line', () => {
    expect(addressText(address)).toBe('4 Lake View, Flat 9, the blue water tank, Springfield, IL 10001')
  })
  it('leaves out what the shopper did not give, with no empty commas or double spaces', () => {
    expect(addressText({ ...address, line2: null, landmark: '', state: '' })).toBe('4 Lake View, Springfield, 10001')
  })
})
